import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxInJsPlugin } from './jsx-in-js-plugin.js';

type Transform = (this: { environment: { mode: string } }, code: string, id: string) => Promise<{ code: string } | undefined>;
const run = (siteDir: string | undefined, id: string, code = 'export default () => <p className="x">hi</p>;') =>
  (jsxInJsPlugin(siteDir).transform as Transform).call({ environment: { mode: 'build' } }, code, id);

describe('jsxInJsPlugin', () => {
  const site = path.resolve('/site');

  it("compiles JSX in the site's .js files", async () => {
    const out = await run(site, path.join(site, 'src/pages/index.js'));
    expect(out?.code).toContain('react/jsx-runtime');
    expect(out?.code).not.toContain('<p');
  });

  it("compiles JSX in Docusaurus packages' .js files, as Docusaurus's loader does", async () => {
    for (const file of ['node_modules/docusaurus-plugin-copy-page-button/src/Button.js', 'node_modules/@docusaurus/theme-x/lib/a.js']) {
      expect((await run(site, path.join(site, file)))?.code).toContain('react/jsx-runtime');
    }
    // Hoisted to a parent folder's node_modules (a workspace): still a Docusaurus package.
    expect((await run(site, path.resolve('/repo/node_modules/docusaurus-theme-y/index.js')))?.code).toContain('react/jsx-runtime');
  });

  it('leaves packages, other folders and other extensions alone', async () => {
    expect(await run(site, path.join(site, 'node_modules/pkg/index.js'))).toBeUndefined();
    expect(await run(site, path.join(site, 'node_modules/docusaurus-plugin-x/node_modules/pkg/index.js'))).toBeUndefined();
    expect(await run(site, path.resolve('/elsewhere/index.js'))).toBeUndefined();
    expect(await run(site, path.join(site, 'src/pages/index.tsx'))).toBeUndefined();
    expect(await run(undefined, path.join(site, 'src/pages/index.js'))).toBeUndefined();
  });
});
