import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { loadTagsFile } from './tags-file.js';
import { errorOf } from '../test-support/error-of.js';

const FEATURES_TAGS = `getting-started:
  label: Getting started
  description: Pages for people who have never rendered a Framewright project.
core-concepts:
  label: Core concepts
  permalink: /concepts
performance:
  description: Making renders faster and lighter on memory.
api:
  label: API
  permalink: /api-reference
cli:
`;


describe('loadTagsFile', () => {
  it('normalises labels, permalinks and descriptions (features docs/tags.yml)', () => {
    const t = loadTagsFile(new Map([['docs/tags.yml', FEATURES_TAGS]]), 'docs', undefined)!;
    expect(t.file).toBe('docs/tags.yml');
    expect(t.name).toBe('tags.yml');
    expect(Object.fromEntries(t.tags)).toEqual({
      'getting-started': { label: 'Getting started', permalink: '/getting-started', description: 'Pages for people who have never rendered a Framewright project.' },
      'core-concepts': { label: 'Core concepts', permalink: '/concepts', description: null },
      performance: { label: 'Performance', permalink: '/performance', description: 'Making renders faster and lighter on memory.' },
      api: { label: 'API', permalink: '/api-reference', description: null },
      cli: { label: 'Cli', permalink: '/cli', description: null },
    });
  });

  it('returns null when the default file is absent or tags are disabled', () => {
    expect(loadTagsFile(new Map(), 'versioned_docs/version-3.2', undefined)).toBeNull();
    expect(loadTagsFile(new Map([['docs/tags.yml', FEATURES_TAGS]]), 'docs', null)).toBeNull();
    expect(loadTagsFile(new Map([['docs/tags.yml', FEATURES_TAGS]]), 'docs', false)).toBeNull();
  });

  it('reads a configured file name and fails when it is missing', () => {
    const files = new Map([['docs/meta/labels.yml', 'a:\n']]);
    expect(loadTagsFile(files, 'docs', 'meta/labels.yml')!.tags.get('a')).toEqual({ label: 'A', permalink: '/a', description: null });
    const e = errorOf(() => loadTagsFile(files, 'docs', 'other.yml'));
    expect(e.diagnostics[0]).toMatchObject({ code: 'tags/missing-file', file: 'docs/other.yml' });
  });

  it('treats an empty file as no tags', () => {
    expect(loadTagsFile(new Map([['docs/tags.yml', '  \n']]), 'docs', undefined)!.tags.size).toBe(0);
  });

  it('lists every bad entry with its line', () => {
    const e = errorOf(() => loadTagsFile(new Map([['docs/tags.yml', 'ok:\nbad: just a string\nworse:\n  label: 3\n']]), 'docs', undefined));
    expect(e.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['tags/invalid', 2],
      ['tags/invalid', 3],
    ]);
    const unknown = errorOf(() => loadTagsFile(new Map([['docs/tags.yml', 'x:\n  title: X\n']]), 'docs', undefined));
    expect(unknown.diagnostics[0]!.message).toContain('unknown field "title"');
  });

  it('rejects invalid YAML and duplicate permalinks', () => {
    expect(errorOf(() => loadTagsFile(new Map([['docs/tags.yml', 'a: [unclosed\n']]), 'docs', undefined)).diagnostics[0]!.code).toBe('tags/invalid-yaml');
    const dup = errorOf(() => loadTagsFile(new Map([['docs/tags.yml', 'a:\n  permalink: /same\nb:\n  permalink: /same\n']]), 'docs', undefined));
    expect(dup.diagnostics[0]).toMatchObject({ code: 'tags/duplicate-permalink', line: 3 });
  });
});
