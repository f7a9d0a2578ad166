import { afterEach, describe, expect, it, vi } from 'vitest';

/** The site's `themeConfig.algolia` as evaluated with the environment of the moment. */
async function algolia(): Promise<Record<string, unknown>> {
  vi.resetModules();
  const { default: config } = await import('./sitegraph.config.js');
  return (config.themeConfig as { algolia: Record<string, unknown> }).algolia;
}

afterEach(() => vi.unstubAllEnvs());

describe('product site search settings', () => {
  it("searches in the browser on a fresh clone: index 'remotion', no credentials", async () => {
    vi.stubEnv('ALGOLIA_APP_ID', '');
    vi.stubEnv('ALGOLIA_API_KEY', '');
    const a = await algolia();
    expect(a.indexName).toBe('remotion');
    expect(a).not.toHaveProperty('appId');
    expect(a).not.toHaveProperty('apiKey');
    expect(a.contextualSearch).toBe(false);
  });
  it('uses the hosted service when both credentials are in the environment', async () => {
    vi.stubEnv('ALGOLIA_APP_ID', 'APP123');
    vi.stubEnv('ALGOLIA_API_KEY', 'search-key');
    expect(await algolia()).toMatchObject({ appId: 'APP123', apiKey: 'search-key', indexName: 'remotion' });
    vi.stubEnv('ALGOLIA_API_KEY', '');
    expect(await algolia()).not.toHaveProperty('appId');
  });
});
