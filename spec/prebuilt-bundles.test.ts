/**
 * The runtime's prebuilt bundles (issue #36): a site with no code of its own is built by the CLI
 * without Vite ever being imported, and its pages load scripts that are in the output; a site
 * with a JSX page still bundles its own (so the same check makes its build fail). Vite is kept
 * out by a module resolve hook in the child process that throws on any import of `vite`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noViteHook } from '../fixtures/no-vite-hook.js';
import { docsMinimalSite, jsxPageFiles } from '../fixtures/projects.js';
import { tempDirs } from '../fixtures/temp-dirs.js';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CLI = path.join(ROOT, 'compiler/bin/sitegraph.js');
const MINIMAL = path.join(ROOT, 'fixtures/sites/docs-minimal');
const tempDir = tempDirs('sitegraph-prebuilt-');

/** Runs `sitegraph build <site> --out <out> --no-cache` without the bundle cache, Vite refused when `noVite`. */
function build(site: string, out: string, noVite: string | null) {
  return spawnSync(process.execPath, [...(noVite ? ['--import', noVite] : []), CLI, 'build', site, '--out', out, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, SITEGRAPH_BUNDLE_CACHE: '0', SITEGRAPH_PREBUILT: '' },
  });
}

/** The script and stylesheet URLs of a page's HTML that point into the site's `assets/`. */
function assetUrls(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

describe('prebuilt bundles', () => {
  it('build a site with no code of its own without importing Vite, into pages whose scripts are in the output', () => {
    const dir = tempDir();
    const out = path.join(dir, 'out');
    const r = build(MINIMAL, out, noViteHook(dir));
    expect(r.stderr + r.stdout).not.toMatch(/vite imported/);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(path.join(out, 'docs/guides/setup/index.html'), 'utf8');
    const urls = assetUrls(html);
    expect(urls.some((u) => /^assets\/entry-client-[\w-]+\.js$/.test(u))).toBe(true);
    for (const u of urls) expect(existsSync(path.join(out, u)), u).toBe(true);
    // Vite's manifest is the build's, never published.
    expect(existsSync(path.join(out, '.vite'))).toBe(false);
  });

  it('leave a site with a JSX page to bundle its own, with the page in them', () => {
    const dir = tempDir();
    const site = docsMinimalSite(path.join(dir, 'site'), jsxPageFiles());
    // The same check that a no-code site passes fails: this build needs Vite.
    const refused = build(site, path.join(dir, 'refused'), noViteHook(dir));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr + refused.stdout).toMatch(/vite imported/);
    const out = path.join(dir, 'out');
    const r = build(site, out, null);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(path.join(out, 'hello/index.html'), 'utf8');
    expect(html).toContain('Hello from a JSX page');
    // The page's module is a chunk of the site's own client bundle, preloaded by its page only.
    const pageChunk = assetUrls(html).find((u) => /^assets\/hello-[\w-]+\.js$/.test(u));
    expect(pageChunk).toBeDefined();
    expect(existsSync(path.join(out, pageChunk!))).toBe(true);
    expect(assetUrls(readFileSync(path.join(out, 'docs/guides/setup/index.html'), 'utf8'))).not.toContain(pageChunk);
  });
});
