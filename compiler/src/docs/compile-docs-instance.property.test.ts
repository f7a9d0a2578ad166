import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docTreeArbitrary, docTreeToSiteInput } from '../../../fixtures/arbitraries/doc-tree.js';
import type { SiteInput } from '../content/index.js';
import { canonicalize } from '../json/index.js';
import { compileDocsInstance } from './compile-docs-instance.js';
import { testSite } from './test-site.test-support.js';

/** A name segment that never looks like a number prefix, a version or an index name. */
const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/).filter((s) => s !== 'index' && s !== 'readme');
const prefix = fc.option(fc.integer({ min: 0, max: 99 }).map((n) => `${String(n).padStart(2, '0')}-`), { nil: '' });

/**
 * Doc trees without slug front matter: unique logical paths, number prefixes added at random to
 * folders (one physical name per logical folder) and files, and at most one index doc
 * (`index`, `README` or same-name-as-folder) per folder. Docusaurus gives such trees unique
 * permalinks; two index docs in one folder would legitimately share one.
 */
const treeWithoutSlugs = fc
  .record({
    docs: fc.uniqueArray(fc.record({ dirs: fc.array(name, { maxLength: 3 }), file: name, filePrefix: prefix }), {
      minLength: 1,
      maxLength: 30,
      selector: (d) => [...d.dirs, d.file].join('/'),
    }),
    folderPrefixes: fc.array(prefix, { minLength: 40, maxLength: 40 }),
    indexKinds: fc.array(fc.constantFrom('none', 'index', 'README', 'same-name'), { minLength: 40, maxLength: 40 }),
  })
  .map(({ docs, folderPrefixes, indexKinds }) => {
    // A file named like its folder is an index doc by convention: keep only real leaves.
    const leaves = docs.filter((d) => d.dirs.length === 0 || d.dirs[d.dirs.length - 1] !== d.file);
    const folders = [...new Set(leaves.flatMap((d) => d.dirs.map((_, i) => d.dirs.slice(0, i + 1).join('/'))))].sort();
    const physicalFolder = new Map<string, string>();
    for (const [i, folder] of folders.entries()) {
      const parts = folder.split('/');
      const parent = parts.slice(0, -1).join('/');
      const own = `${folderPrefixes[i % folderPrefixes.length]}${parts[parts.length - 1]}`;
      physicalFolder.set(folder, parent ? `${physicalFolder.get(parent)}/${own}` : own);
    }
    const files: Record<string, string> = {};
    for (const d of leaves) {
      const dir = d.dirs.length ? `${physicalFolder.get(d.dirs.join('/'))}/` : '';
      files[`docs/${dir}${d.filePrefix}${d.file}.md`] = `Doc ${d.file}.\n`;
    }
    for (const [i, folder] of ['', ...folders].entries()) {
      const kind = indexKinds[i % indexKinds.length];
      if (kind === 'none') continue;
      const dir = folder ? `${physicalFolder.get(folder)}/` : '';
      const base = kind === 'same-name' ? (folder ? folder.split('/').pop()! : 'index') : kind!;
      files[`docs/${dir}${base}.md`] = `# Index of ${folder || 'root'}\n`;
    }
    return files;
  })
  // Every doc named like its folder and no root index leaves no doc at all: a docs folder without
  // docs is an error (as in Docusaurus), not a tree this property is about.
  .filter((files) => Object.keys(files).length > 0);

function compileJson(input: SiteInput): string {
  const plugin = input.config.plugins.find((p) => p.plugin === 'content-docs');
  if (plugin?.plugin !== 'content-docs') throw new Error('no docs plugin');
  const r = compileDocsInstance(input, plugin);
  return JSON.stringify(canonicalize({ data: r.data, routes: r.routes, globalData: r.globalData, diagnostics: r.diagnostics }));
}

describe('compileDocsInstance properties', () => {
  it('gives every doc a unique permalink when no slug front matter is used', () => {
    fc.assert(
      fc.property(treeWithoutSlugs, (files) => {
        const { input, plugin } = testSite(files, { docs: { sidebarPath: false } });
        const docs = compileDocsInstance(input, plugin).data.versions[0]!.docs;
        expect(docs).toHaveLength(Object.keys(files).length);
        expect(new Set(docs.map((d) => d.permalink)).size).toBe(docs.length);
      }),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order of input.files', () => {
    fc.assert(
      fc.property(docTreeArbitrary, fc.integer(), (tree, seed) => {
        const input = docTreeToSiteInput(tree);
        const entries = [...input.files];
        // Deterministic shuffle from the seed.
        let state = seed >>> 0;
        for (let i = entries.length - 1; i > 0; i--) {
          state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
          const j = state % (i + 1);
          [entries[i], entries[j]] = [entries[j]!, entries[i]!];
        }
        const shuffled: SiteInput = { ...input, files: new Map(entries) };
        const reversed = docTreeToSiteInput(tree, 'reversed');
        const expected = compileJson(input);
        expect(compileJson(shuffled)).toBe(expected);
        expect(compileJson(reversed)).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});
