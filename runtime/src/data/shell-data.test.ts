import { describe, expect, it } from 'vitest';
import { compiledGraph } from '../test-support/compiled-graph.js';
import { shellData } from './shell-data.js';

const FEATURES = new URL('../../../../shared/corpora/features', import.meta.url).pathname;

describe('shellData', () => {
  it("carries the config's customFields only when it has some, for useDocusaurusContext", async () => {
    const { graph } = await compiledGraph(FEATURES);
    const withFields = { ...graph, site: { ...graph.site, customFields: { apiUrl: 'https://api.test', flags: [1, 2] } } };
    expect(shellData(withFields, [], 2025, 'm').site.customFields).toEqual({ apiUrl: 'https://api.test', flags: [1, 2] });
    const without = { ...graph, site: { ...graph.site, customFields: {} } };
    expect('customFields' in shellData(without, [], 2025, 'm').site).toBe(false);
  });

  it("gives every locale's config from the graph's localeConfigs, in locales order", async () => {
    const { graph } = await compiledGraph(FEATURES);
    const fr = { label: 'Français', direction: 'ltr' as const, htmlLang: 'fr-FR', calendar: 'gregory', path: 'fr', baseUrl: '/fr/' };
    const ar = { label: 'العربية', direction: 'rtl' as const, htmlLang: 'ar', calendar: 'islamic', path: 'ar-x', baseUrl: '/ar/' };
    const site = { ...graph.site, locales: ['fr', 'ar'], localeConfigs: { ...graph.site.localeConfigs, fr, ar } };
    expect(shellData({ ...graph, site }, [], 2025, 'm').site.localeLinks).toEqual([
      { locale: 'fr', ...fr },
      { locale: 'ar', ...ar },
    ]);
  });
});
