import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { compiledSassId, sassFileOf, siteSassCompiler, siteSassPlugin } from './site-sass-plugin.js';

const tempDir = tempDirs('sitegraph-site-sass-');

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

/**
 * A stand-in Sass package in `<dir>/node_modules/<name>`: `compileAsync` turns each
 * `$name: value;` line into a `--name: value` declaration of a `.<marker>` rule and follows
 * `@import 'x';` lines relative to the file (enough to tell whose compiler ran, and to list the
 * files it read).
 */
function fakeSass(dir: string, name: string, marker: string): void {
  write(
    dir,
    `node_modules/${name}/package.json`,
    JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  );
  write(
    dir,
    `node_modules/${name}/index.js`,
    `const fs = require('node:fs'); const path = require('node:path'); const { pathToFileURL } = require('node:url');
exports.compileAsync = async (file) => {
  const loaded = [];
  const read = (f) => {
    loaded.push(pathToFileURL(f));
    return fs.readFileSync(f, 'utf8').split('\\n').flatMap((line) => {
      const imp = /^@import '(.+)';$/.exec(line.trim());
      if (imp) return read(path.join(path.dirname(f), imp[1] + '.scss'));
      const v = /^\\$([\\w-]+): (.+);$/.exec(line.trim());
      if (v) return ['  --' + v[1] + ': ' + v[2] + ';'];
      if (line.includes('oops')) { const e = new Error('bad'); e.sassMessage = 'expected ";"'; e.span = { url: pathToFileURL(f), start: { line: 0, column: 4 } }; throw e; }
      return [];
    });
  };
  const decls = read(file);
  return { css: '.${marker} {\\n' + decls.join('\\n') + '\\n}\\n', loadedUrls: loaded };
};
`,
  );
}

/** Bundles `main.js` of `dir` with the plugin; the CSS and JS it emits. */
async function bundle(dir: string): Promise<{ css: string; js: string }> {
  const plugin = siteSassPlugin(dir)!;
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    // Vite's root is elsewhere, as the runtime's folder is in a build.
    root: tempDir(),
    plugins: [plugin],
    build: { minify: false, write: false, lib: { entry: path.join(dir, 'main.js'), formats: ['es'], fileName: 'main' }, cssCodeSplit: false },
  })) as Rolldown.RolldownOutput[];
  const output = result[0]!.output;
  const css = output.filter((o) => o.fileName.endsWith('.css')).map((o) => (o as Rolldown.OutputAsset).source.toString()).join('');
  const js = output.filter((o) => o.type === 'chunk').map((o) => (o as Rolldown.OutputChunk).code).join('');
  return { css, js };
}

describe('siteSassCompiler', () => {
  it("finds the site's sass-embedded first, then sass, from the site folder up", () => {
    const site = tempDir();
    expect(siteSassCompiler(site)).toBeUndefined();
    fakeSass(site, 'sass', 'x');
    expect(siteSassCompiler(site)).toEqual({ name: 'sass', file: path.join(site, 'node_modules/sass/index.js') });
    fakeSass(site, 'sass-embedded', 'x');
    expect(siteSassCompiler(site)?.name).toBe('sass-embedded');
    // A site inside a workspace finds the root's packages, as Node does.
    const workspace = tempDir();
    fakeSass(workspace, 'sass', 'x');
    mkdirSync(path.join(workspace, 'website'));
    expect(siteSassCompiler(path.join(workspace, 'website'))?.file).toBe(path.join(workspace, 'node_modules/sass/index.js'));
  });

  it('gives no plugin to a site without Sass, so Vite looks from its own root', () => {
    expect(siteSassPlugin(tempDir())).toBeUndefined();
    expect(siteSassPlugin(undefined)).toBeUndefined();
  });
});

describe('compiled Sass ids', () => {
  it('name CSS (a CSS module for .module.scss) and lead back to the Sass file', () => {
    expect(compiledSassId('/s/custom.scss')).toMatch(/\.css$/);
    expect(compiledSassId('/s/styles.module.scss')).toMatch(/\.module\.css$/);
    expect(sassFileOf(compiledSassId('/s/styles.module.sass'))).toBe('/s/styles.module.sass');
    expect(sassFileOf('/s/custom.scss')).toBeUndefined();
  });
});

describe('siteSassPlugin', () => {
  it("compiles the site's .scss with the site's own Sass, CSS modules included", async () => {
    const site = tempDir();
    fakeSass(site, 'sass', 'from-site-sass');
    write(site, 'src/css/_colors.scss', '$primary: #25c2a0;\n');
    write(site, 'src/css/custom.scss', "@import '_colors';\n$radius: 4px;\n");
    write(site, 'src/components/card.module.scss', '$gap: 2rem;\n');
    write(site, 'main.js', "import './src/css/custom.scss';\nimport styles from './src/components/card.module.scss';\nexport const card = styles['from-site-sass'];\n");
    const { css, js } = await bundle(site);
    expect(css).toContain('--primary: #25c2a0');
    expect(css).toContain('--radius: 4px');
    expect(css).toContain('--gap: 2rem');
    // The module's class is renamed and exported, as for any CSS module.
    const moduleClass = /\.(_?from-site-sass_[\w-]+)/.exec(css)?.[1];
    expect(moduleClass).toBeDefined();
    expect(js).toContain(moduleClass);
  });

  it('names the Sass file, line and message of a compile error', async () => {
    const site = tempDir();
    fakeSass(site, 'sass', 'x');
    write(site, 'src/bad.scss', 'a { oops }\n');
    write(site, 'main.js', "import './src/bad.scss';\n");
    await expect(bundle(site)).rejects.toThrow(/src\/bad\.scss:1:5: expected ";"/);
  });

  it('serves the compiled stylesheet to the dev server, by the URL the page asks for', async () => {
    const site = tempDir();
    fakeSass(site, 'sass', 'from-site-sass');
    write(site, 'src/css/custom.scss', '$primary: #25c2a0;\n');
    write(site, 'main.js', "import './src/css/custom.scss';\n");
    const server = await createServer({ configFile: false, logLevel: 'silent', root: tempDir(), plugins: [siteSassPlugin(site)!], server: { middlewareMode: true, ws: false, fs: { strict: false } }, optimizeDeps: { noDiscovery: true } });
    try {
      const main = await server.transformRequest(`/@fs${path.join(site, 'main.js')}`);
      const url = /import\s*"([^"]+sitegraph-sass[^"]*)"/.exec(main!.code)?.[1];
      expect(url).toBeDefined();
      const css = await server.transformRequest(url!);
      expect(css!.code).toContain('--primary: #25c2a0');
    } finally {
      await server.close();
    }
  });
});
