import { describe, expect, it } from 'vitest';
import { docsOptionsSchema, type DocsOptionsInput } from '../config/index.js';
import { loadVersionDocs } from './load-version-docs.js';
import { thrownDiagnostics } from './test-site.test-support.js';
import { resolveVersions } from './version-metadata.js';

function load(files: Record<string, string>, o: DocsOptionsInput = {}) {
  const options = docsOptionsSchema.parse(o);
  const [version] = resolveVersions(new Map(), options, '/', 'site.json');
  return loadVersionDocs(new Map(Object.entries(files)), version!, options, 'production');
}

describe('loadVersionDocs', () => {
  it('selects files with include/exclude globs relative to the content folder (redux include)', () => {
    const r = load(
      {
        'docs/api/store.md': 'x',
        'docs/usage/deep/nested.mdx': 'x',
        'docs/FAQ.md': 'x',
        'docs/other/skipped.md': 'x',
        'docs/api/_partial.md': 'x',
        'docs/api/__tests__/t.md': 'x',
        'docs/api/notes.txt': 'x',
        'elsewhere/a.md': 'x',
      },
      { include: ['{api,usage}/**/*.{md,mdx}', 'FAQ.md'] },
    );
    expect(r.docs.map((d) => d.source)).toEqual(['docs/FAQ.md', 'docs/api/store.md', 'docs/usage/deep/nested.mdx']);
  });

  it('loads the version tags file and reports inline tags', () => {
    const r = load({ 'docs/a.md': '---\ntags: [known, unknown]\n---\nx', 'docs/tags.yml': 'known:\n' });
    expect(r.tagsFile?.file).toBe('docs/tags.yml');
    expect(r.diagnostics.map((d) => d.message)).toEqual(['Tags [unknown] used in a.md are not defined in tags.yml']);
  });

  it('reports every duplicate id with its files', () => {
    const ds = thrownDiagnostics(() => load({ 'docs/a.md': 'x', 'docs/01-a.md': 'x', 'docs/b.md': '---\nid: c\n---\n', 'docs/c.md': 'x' }));
    expect(ds.map((d) => [d.code, d.file])).toEqual([
      ['docs/duplicate-id', 'docs/a.md'],
      ['docs/duplicate-id', 'docs/c.md'],
    ]);
  });

  it('fails when the version has no doc', () => {
    expect(thrownDiagnostics(() => load({ 'docs/_draft.md': 'x' }))[0]).toMatchObject({ code: 'docs/no-docs', file: 'docs' });
  });
});
