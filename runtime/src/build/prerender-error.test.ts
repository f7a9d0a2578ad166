import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePrerenderError } from './prerender-error.js';

// A server bundle as the bundler writes it unminified: each module under a comment naming its
// path from the working folder (here `root`).
const root = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-prerender-error-'));
const siteDir = path.join(root, 'site');
const serverDir = path.join(root, 'server');
const bundle = path.join(serverDir, 'entry-server.mjs');
mkdirSync(path.join(siteDir, 'src', 'theme', 'Footer'), { recursive: true });
writeFileSync(path.join(siteDir, 'src', 'theme', 'Footer', 'index.tsx'), '');
mkdirSync(serverDir);
writeFileSync(
  bundle,
  ['// ../runtime/src/app/App.tsx', 'function App() {}', '// site/node_modules/x/index.js', 'function pkg() {}', '// site/src/theme/Footer/index.tsx', 'function Broken() {', '  return data.items;', '}'].join('\n'),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const thrownAt = (...frames: string[]) => Object.assign(new Error('Cannot read properties of undefined'), { stack: ['TypeError: Cannot read properties of undefined', ...frames].join('\n') });

describe('sitePrerenderError', () => {
  it("names the site file and function of the innermost frame in the site's code, and the page", () => {
    const error = new Error('Prerendering /x/ failed', { cause: thrownAt(`    at renderElement (${bundle}:2:3)`, `    at Broken (file://${bundle}:7:15)`) });
    const mapped = sitePrerenderError(error, '/x/', siteDir, serverDir, root) as Error & { code?: string };
    expect(mapped.name).toBe('UserError');
    expect(mapped.code).toBe('prerender/site-code');
    expect(mapped.message).toBe('src/theme/Footer/index.tsx (in Broken): Cannot read properties of undefined (while prerendering /x/)');
  });

  it("leaves errors whose frames are in sitegraph's code, in packages or outside the bundle alone", () => {
    for (const frame of [`    at App (${bundle}:2:1)`, `    at pkg (${bundle}:4:1)`, '    at other (/elsewhere/a.mjs:7:1)']) {
      const error = new Error('Prerendering /x/ failed', { cause: thrownAt(frame) });
      expect(sitePrerenderError(error, '/x/', siteDir, serverDir, root)).toBe(error);
    }
    const plain = thrownAt(`    at Broken (${bundle}:7:1)`);
    expect(sitePrerenderError(plain, '/x/', undefined, serverDir, root)).toBe(plain);
    // Comments relative to another working folder (a bundle cached by a build run elsewhere).
    expect(sitePrerenderError(plain, '/x/', siteDir, serverDir, path.join(root, 'elsewhere'))).toBe(plain);
  });
});
