/**
 * Builds of the `features` corpus's golden graph that need no browser (issue #5 "build"): a navbar
 * item that cannot render fails the build and leaves the output folder alone, and prerendering
 * in worker threads writes the same pages as the main thread. Moved here from the browser
 * project (spec/browser/build-output.test.ts), whose files run one at a time and set the suite's
 * wall time (issue #37).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@sitegraph/runtime';
import { goldenGraph } from '../runtime/src/test-support/golden-graph.js';
import { tempDirs } from '../fixtures/temp-dirs.js';
import { SHARED } from './browser/support/fixtures.js';
import { htmlFiles } from './browser/support/html-files.js';

const tempDir = tempDirs('sitegraph-build-site-');

describe('build output', () => {
  it('fails, naming the item, when a navbar item cannot render, and leaves the output folder alone', async () => {
    const { graph, chunks } = goldenGraph(path.join(SHARED, 'corpora/features/expected.docusaurus-3.7.0.json'), {
      themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'Broken' }] } },
    });
    const outDir = path.join(tempDir(), 'broken');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'keep.txt'), 'previous build');
    // A previous build holds the marker (a folder without it is refused before anything runs).
    writeFileSync(path.join(outDir, '.sitegraph-output'), '');
    const files = [...chunks].map(([h, c]) => ({ path: `chunks/${h}.json`, content: JSON.stringify(c) }));
    await expect(buildSite({ graph, files, outDir })).rejects.toThrow(/navbar item failed to render.*"label":"Broken"/s);
    expect(readFileSync(path.join(outDir, 'keep.txt'), 'utf8')).toBe('previous build');
  });
});

describe('prerendering in worker threads', () => {
  it('writes the same pages as the main thread', async () => {
    const { graph, chunks } = goldenGraph(path.join(SHARED, 'corpora/features/expected.docusaurus-3.7.0.json'));
    const files = [...chunks].map(([h, c]) => ({ path: `chunks/${h}.json`, content: JSON.stringify(c) }));
    const root = tempDir();
    const one = path.join(root, 'workers-1');
    const two = path.join(root, 'workers-2');
    // Once after the data plan, and once more after bundling when the bundles were neither prebuilt nor cached (see BuildSiteOptions.collectGarbage).
    let collections = 0;
    const result = await buildSite({ graph, files, outDir: one, workers: 1, buildYear: 2025, collectGarbage: () => collections++ });
    expect(collections).toBe(result.bundles === 'bundled' ? 2 : 1);
    await buildSite({ graph, files, outDir: two, workers: 2, buildYear: 2025 });
    const pages = htmlFiles(one).map((f) => path.relative(one, f)).sort();
    expect(htmlFiles(two).map((f) => path.relative(two, f)).sort()).toEqual(pages);
    for (const page of pages) {
      const strip = (s: string) => s.replace(/assets\/[\w-]+\.(js|css)/g, 'asset');
      expect(strip(readFileSync(path.join(two, page), 'utf8')), page).toBe(strip(readFileSync(path.join(one, page), 'utf8')));
    }
  });
});
