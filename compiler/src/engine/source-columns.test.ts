import { serialize, deserialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentSource, LinkScope } from '../render/index.js';
import { readSourceColumns, SourceColumnsWriter } from './source-columns.js';

/** Two permalink maps, as two plugin instances would have. */
const maps = [new Map([['docs/a.md', '/docs/a']]), new Map([['blog/b.md', '/blog/b']])];

const source = fc.record(
  {
    source: fc.constantFrom('docs/a.md', 'docs/b.mdx', 'blog/2024-01-01-x.md', 'src/pages/p.md', 'docs/ü/ß.md'),
    permalink: fc.string(),
    kind: fc.constantFrom('doc', 'blog-post', 'page'),
    bodyLineOffset: fc.nat(),
    frontMatter: fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
    version: fc.constantFrom('current', '1.0'),
    map: fc.nat(1),
    contentPaths: fc.constantFrom(['docs'], ['i18n/fr/docs', 'docs'], ['blog']),
    body: fc.string({ unit: fc.constantFrom('a', 'b', '\n', '—', '😀', '#') }),
    inFile: fc.boolean(),
  },
  { requiredKeys: ['source', 'permalink', 'kind', 'bodyLineOffset', 'frontMatter', 'map', 'contentPaths', 'body', 'inFile'] },
);

describe('SourceColumnsWriter / readSourceColumns', () => {
  it('round-trips any sources through v8 serialisation: their fields, and each body, from its file or stored', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 30 }), (specs) => {
        const files = new Map<string, string>();
        const sources: ContentSource[] = specs.map((spec) => {
          const { map, contentPaths, body, inFile, ...fields } = spec;
          const links: LinkScope = { contentPaths: [...contentPaths], sourceToPermalink: maps[map]! };
          // A body in its file's text sits after some front matter; one not found there is stored.
          if (inFile) files.set(spec.source, `---\nx: 1\n---\n${body}`);
          return { ...fields, content: inFile ? body : `${body}\u0000not in the file`, links } as ContentSource;
        });
        const writer = new SourceColumnsWriter();
        for (const s of sources) writer.add(s, files.get(s.source));
        const restored = readSourceColumns(deserialize(serialize(writer.columns())), files);
        expect(restored.map((s) => ({ ...s, content: s.content }))).toEqual(sources.map((s) => ({ ...s })));
        // Equal link scopes come back as one object.
        const kinds = new Set(sources.map((s) => `${maps.indexOf(s.links.sourceToPermalink as Map<string, string>)}|${s.links.contentPaths.join()}`));
        expect(new Set(restored.map((s) => s.links)).size).toBe(kinds.size);
      }),
      { numRuns: 300 },
    );
  });

  it('reads each body from its file once, on first use', () => {
    const text = '---\ntitle: A\n---\nThe body.\n';
    let reads = 0;
    const files = new Map([['docs/a.md', text]]);
    const counting = { get: (file: string) => (reads++, files.get(file)) } as unknown as ReadonlyMap<string, string>;
    const writer = new SourceColumnsWriter();
    writer.add({ source: 'docs/a.md', permalink: '/docs/a', kind: 'doc', content: 'The body.\n', bodyLineOffset: 3, frontMatter: {}, links: { contentPaths: ['docs'], sourceToPermalink: new Map() } }, text);
    const [restored] = readSourceColumns(writer.columns(), counting);
    expect(reads).toBe(0);
    expect(restored!.content).toBe('The body.\n');
    expect(restored!.content).toBe('The body.\n');
    expect(reads).toBe(1);
  });

  it('refuses columns of another length than their count', () => {
    const writer = new SourceColumnsWriter();
    writer.add({ source: 'docs/a.md', permalink: '/docs/a', kind: 'doc', content: 'x', bodyLineOffset: 0, frontMatter: {}, links: { contentPaths: [], sourceToPermalink: new Map() } }, undefined);
    expect(() => readSourceColumns({ ...writer.columns(), count: 2 }, new Map())).toThrow(/not columns of 2 sources/);
  });
});
