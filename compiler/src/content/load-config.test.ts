import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs, writeFiles } from '../../../fixtures/temp-dirs.js';
import { CompileError } from '../diagnostics/index.js';
import { loadConfig } from './load-config.js';

const temp = tempDirs('sitegraph-config-');

/** A site folder holding `files` (site-relative path → text). */
function site(files: Record<string, string>): string {
  return writeFiles(temp(), files);
}

/** The diagnostics of the CompileError `run` rejects with. */
async function errorsOf(run: Promise<unknown>): Promise<{ code: string; message: string; file?: string; line?: number }[]> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CompileError);
  return [...(error as CompileError).diagnostics];
}

const fields = `title: 'T', url: 'https://example.org', baseUrl: '/'`;

describe('loadConfig', () => {
  it.each([
    ['docusaurus.config.js', `export default { ${fields}, presets: [['classic', { blog: false }]] };`],
    ['docusaurus.config.mjs', `const config = { ${fields}, presets: [['classic', { blog: false }]] }; export default config;`],
    ['docusaurus.config.cjs', `module.exports = { ${fields}, presets: [['classic', { blog: false }]] };`],
    ['docusaurus.config.ts', `import type { Config } from '@docusaurus/types';\nconst config: Config = { ${fields}, presets: [['classic', { blog: false }]] };\nexport default config;`],
    ['docusaurus.config.js', `module.exports = function () { return { ${fields}, presets: [['classic', { blog: false }]] }; };`],
    ['docusaurus.config.ts', `export default async function createConfig() { await Promise.resolve(); return { ${fields}, presets: [['classic', { blog: false }]] }; }`],
  ])('reads %s in Docusaurus shape (case %#)', async (name, text) => {
    const loaded = await loadConfig(site({ [name]: text }));
    expect(loaded.configFile).toBe(name);
    expect(loaded.config.plugins.map((p) => `${p.plugin}@${p.id}`)).toEqual(['content-docs@default', 'content-pages@default']);
  });

  it("resolves the config's imports from the site folder (its own node_modules and files)", async () => {
    const dir = site({
      'node_modules/my-prism-theme/package.json': JSON.stringify({ name: 'my-prism-theme', main: 'index.js' }),
      'node_modules/my-prism-theme/index.js': `module.exports = { plain: { color: '#111' } };`,
      'config/navbar.js': `module.exports = { title: 'From a file' };`,
      'docusaurus.config.js': `const theme = require('my-prism-theme');\nconst navbar = require('./config/navbar.js');\nmodule.exports = { ${fields}, presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]], themeConfig: { prism: { theme }, navbar } };`,
      'sidebars.js': 'module.exports = {};',
    });
    const { config } = await loadConfig(dir);
    expect(config.themeConfig).toEqual({ prism: { theme: { plain: { color: '#111' } } }, navbar: { title: 'From a file' } });
    expect(config.plugins[0]!.options).toMatchObject({ sidebarPath: 'sidebars.js' });
  });

  it('prefers sitegraph.config.ts, then docusaurus.config.*, then site.json', async () => {
    const json = JSON.stringify({ title: 'json', url: 'https://example.org' });
    expect((await loadConfig(site({ 'site.json': json, 'docusaurus.config.js': `module.exports = { ${fields} };` }))).configFile).toBe('docusaurus.config.js');
    expect((await loadConfig(site({ 'sitegraph.config.ts': `export default { ${fields} };`, 'docusaurus.config.js': 'throw new Error("not read")' }))).configFile).toBe('sitegraph.config.ts');
    expect((await loadConfig(site({ 'site.json': json }))).config.title).toBe('json');
  });

  it('reports a package the config needs that is not installed as the user\'s problem, with a hint', async () => {
    const errors = await errorsOf(loadConfig(site({ 'docusaurus.config.js': `const logger = require('@docusaurus/logger');\nmodule.exports = { ${fields} };` })));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'config/load-failed', file: 'docusaurus.config.js' });
    expect(errors[0]!.message).toMatch(/@docusaurus\/logger.*npm install/);
  });

  it('reports an exception thrown by the config with its line', async () => {
    const errors = await errorsOf(loadConfig(site({ 'docusaurus.config.js': `const x = 1;\n\nthrow new Error('broken config');\nmodule.exports = {};` })));
    expect(errors[0]).toMatchObject({ code: 'config/load-failed', file: 'docusaurus.config.js', line: 3 });
    expect(errors[0]!.message).toContain('broken config');
  });

  it('reports unknown top-level keys with a suggestion, and preset errors together with them', async () => {
    const errors = await errorsOf(loadConfig(site({ 'docusaurus.config.js': `module.exports = { ${fields}, onBrokenLink: 'warn', presets: [['classic', { doc: {} }]] };` })));
    expect(errors.map((e) => e.code).sort()).toEqual(['config/unknown-option', 'config/unknown-option']);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/onBrokenLink".*Did you mean "onBrokenLinks"/);
  });

  it('says which folder is missing, and which files it looked for', async () => {
    const missing = path.join(temp(), 'does-not-exist');
    expect(await errorsOf(loadConfig(missing))).toEqual([{ level: 'error', code: 'site/missing-folder', message: `No such folder: ${missing}` }]);
    const [empty] = await errorsOf(loadConfig(site({})));
    expect(empty).toMatchObject({ code: 'config/missing' });
    expect(empty!.message).toContain('docusaurus.config.js');
  });
});

describe('loadConfig customCss', () => {
  it('takes the classic theme\'s customCss as site-relative paths, and refuses a missing one', async () => {
    const css = `presets: [['classic', { theme: { customCss: [require.resolve('./src/css/custom.css'), './src/css/more.css'] } }]]`;
    const dir = site({ 'src/css/custom.css': 'a{}', 'src/css/more.css': 'b{}', 'docusaurus.config.js': `module.exports = { ${fields}, ${css} };` });
    expect((await loadConfig(dir)).config.customCss).toEqual(['src/css/custom.css', 'src/css/more.css']);
    const broken = site({ 'docusaurus.config.js': `module.exports = { ${fields}, presets: [['classic', { theme: { customCss: './src/css/none.css' } }]] };` });
    expect(await errorsOf(loadConfig(broken))).toMatchObject([{ code: 'config/missing-file', file: 'docusaurus.config.js' }]);
  });
});

describe('loadConfig clientModules', () => {
  it('takes clientModules as site-relative paths, and refuses a missing one', async () => {
    const dir = site({ 'src/a.js': '', 'src/b.css': '', 'docusaurus.config.js': `module.exports = { ${fields}, clientModules: [require.resolve('./src/a.js'), './src/b.css'] };` });
    expect((await loadConfig(dir)).config.clientModules).toEqual(['src/a.js', 'src/b.css']);
    const broken = site({ 'docusaurus.config.js': `module.exports = { ${fields}, clientModules: ['./src/none.js'] };` });
    expect(await errorsOf(loadConfig(broken))).toMatchObject([{ code: 'config/missing-file', message: expect.stringContaining('src/none.js'), file: 'docusaurus.config.js' }]);
  });
});
