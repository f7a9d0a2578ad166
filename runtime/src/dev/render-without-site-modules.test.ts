import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The dev server's bundled first-page renderer (`npm run build` makes it; `npm test` builds first). */
const bundled = fileURLToPath(new URL('../../dist/dev-bundle/render-without-site-modules.js', import.meta.url));

/**
 * The React modules (CommonJS, in node_modules) a fresh Node process has loaded after importing
 * `file`: the probe runs in a child process, since this worker may have loaded any of them.
 */
function reactModulesLoadedBy(file: string): string[] {
  const probe = [
    `await import(${JSON.stringify(file)});`,
    `const { createRequire } = await import('node:module');`,
    `const loaded = Object.keys(createRequire(import.meta.url).cache);`,
    `process.stdout.write(JSON.stringify(loaded.filter((p) => /[\\\\/]node_modules[\\\\/]react(-dom)?[\\\\/]/.test(p))));`,
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' });
  return (JSON.parse(out) as string[]).map((p) => p.replace(/\\/g, '/'));
}

describe('renderPageWithoutSiteModules (dev bundle)', () => {
  it("loads React's server renderer but not its client renderer, which only the search dialog's lazy chunk imports", () => {
    expect(existsSync(bundled), `${bundled} is missing: run npm run build`).toBe(true);
    const loaded = reactModulesLoadedBy(bundled);
    expect(loaded.some((p) => /\/react-dom\/server\.node\.js$/.test(p))).toBe(true);
    // react-dom/index.js → cjs/react-dom.(development|production.min).js: about 1 MB to compile at each dev start.
    expect(loaded.filter((p) => /\/react-dom\/(index\.js|cjs\/react-dom\.)/.test(p))).toEqual([]);
  });
});
