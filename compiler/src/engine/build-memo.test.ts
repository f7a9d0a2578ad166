import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../config/index.js';
import { siteInputFromFiles, type SiteInput } from '../content/index.js';
import { writeOutput } from '../output/index.js';
import {
  BUILD_RECORD_VERSION,
  buildKey,
  codeFingerprint,
  outputMatches,
  readBuildRecord,
  recordOutputFiles,
  upToDateRecord,
  writeBuildRecord,
  type BuildKeyOptions,
  type BuildRecord,
} from './build-memo.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';

const tempDir = tempDirs('sitegraph-build-memo-');

const config = validateSiteConfig(
  { title: 'Memo', url: 'https://example.org', baseUrl: '/', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }] },
  'site.json',
);
const options: BuildKeyOptions = { siteDir: '/site', outDir: '/out', graphOnly: true, continueOnError: false, searchShardMinRecords: 100_000 };

function input(over: Partial<{ files: Record<string, string>; modules: Record<string, unknown>; config: SiteInput['config'] }> = {}): SiteInput {
  return siteInputFromFiles(over.config ?? config, over.files ?? { 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' }, {
    evaluatedModules: over.modules ?? { 'sidebars.js': { main: ['a', 'b'], other: [{ type: 'doc', id: 'a' }] } },
    assets: { 'static/x.png': { size: 3, sha256: 'ab'.repeat(32) } },
  });
}

describe('buildKey', () => {
  it('is the same for the same input, whatever the order files came in', () => {
    const a = buildKey(input(), options, 'code');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(buildKey(input({ files: { 'docs/b.md': '# B\n', 'docs/a.md': '# A\n' } }), options, 'code')).toBe(a);
  });

  it('changes with any file, config, evaluated module, option or the code', () => {
    const base = buildKey(input(), options, 'code');
    const others = [
      buildKey(input({ files: { 'docs/a.md': '# A\n\nmore\n', 'docs/b.md': '# B\n' } }), options, 'code'),
      buildKey(input({ files: { 'docs/a.md': '# A\n', 'docs/c.md': '# B\n' } }), options, 'code'),
      // Concatenations must not collide: path and content boundaries are part of the hash.
      buildKey(input({ files: { 'docs/a.md': '# A\ndocs/b.md', 'docs/': '# B\n' } }), options, 'code'),
      buildKey(input({ files: { 'docs/a.md': '# Ä\n', 'docs/b.md': '# B\n' } }), options, 'code'),
      buildKey(input({ files: { 'docs/a.md': '# A\n', 'docs/b.md': '# B\n\u00e9' } }), options, 'code'),
      buildKey(input({ files: { 'docs/a.md': '# A\n', 'docs/b.md': '# B\ne\u0301' } }), options, 'code'),
      buildKey(input({ config: { ...config, title: 'Other' } }), options, 'code'),
      buildKey(input({ modules: { 'sidebars.js': { main: ['b', 'a'], other: [{ type: 'doc', id: 'a' }] } } }), options, 'code'),
      // The order of sidebars in a module is meaningful: object keys are hashed in their order.
      buildKey(input({ modules: { 'sidebars.js': { other: [{ type: 'doc', id: 'a' }], main: ['a', 'b'] } } }), options, 'code'),
      buildKey(input({ modules: { 'sidebars.js': { main: ['a', 'b'], other: [{ type: 'doc', id: 'a', label: undefined }] } } }), options, 'code'),
      buildKey(input(), { ...options, outDir: '/other' }, 'code'),
      buildKey(input(), { ...options, continueOnError: true }, 'code'),
      buildKey(input(), { ...options, graphOnly: false }, 'code'),
      buildKey(input(), options, 'new code'),
      buildKey({ ...input(), mode: 'development' }, options, 'code'),
      buildKey({ ...input(), assets: new Map([['static/x.png', { size: 3, sha256: 'cd'.repeat(32) }]]) }, options, 'code'),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('is null when the input holds a value it cannot hash faithfully', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const v of [() => 1, new Date(0), new Map(), /x/, Symbol('s'), cyclic, 'lone \uD800 surrogate']) {
      expect(buildKey(input({ modules: { 'sidebars.js': { main: [v] } } }), options, 'code')).toBeNull();
    }
    // A value shared by two places is not a cycle.
    const shared = { type: 'doc', id: 'a' };
    expect(buildKey(input({ modules: { 'sidebars.js': { main: [shared, shared] } } }), options, 'code')).not.toBeNull();
    expect(buildKey(input({ modules: { 'sidebars.js': { main: ['paired \uD83D\uDE00 surrogates'] } } }), options, 'code')).not.toBeNull();
  });
});

describe('codeFingerprint', () => {
  it('is stable and changes when a file of the code folder changes', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'dist', 'cli'), { recursive: true });
    const file = path.join(dir, 'dist', 'cli', 'main.js');
    writeFileSync(file, 'a');
    const a = codeFingerprint(file);
    expect(codeFingerprint(file)).toBe(a);
    writeFileSync(file, 'ab');
    expect(codeFingerprint(file)).not.toBe(a);
  });
});

describe('outputMatches', () => {
  const chunkText = '{"source":"docs/a.md","body":[]}';
  const chunkName = `chunks/${createHash('sha256').update(chunkText).digest('hex').slice(0, 16)}.json`;
  const files = [
    { path: 'graph.json', content: '{"v":1}\n' },
    { path: 'chunks/aaaa.json', content: 'A' },
    { path: chunkName, content: chunkText },
    { path: 'blog/rss.xml', content: 'feed' },
    { path: 'img/x.png', content: new Uint8Array([1, 2, 3]) },
  ];
  async function written(): Promise<string> {
    const out = path.join(tempDir(), 'dist');
    await writeOutput(out, files);
    return out;
  }

  it('holds for the folder a build wrote', async () => {
    expect(outputMatches(await written(), recordOutputFiles(files))).toBe(true);
  });

  it('records a content-named chunk by its name, and fails a chunk whose name is not its hash', async () => {
    const record = recordOutputFiles(files);
    expect(record.find((f) => f.path === chunkName)?.sha256).toBe(chunkName.slice(7, 23));
    expect(record.find((f) => f.path === 'chunks/aaaa.json')?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const misnamed = [{ path: 'chunks/0123456789abcdef.json', content: 'A' }];
    const out = path.join(tempDir(), 'dist');
    await writeOutput(out, misnamed);
    expect(outputMatches(out, recordOutputFiles(misnamed))).toBe(false);
  });

  it('fails for an edited, deleted or extra file, an extra folder, a link or a missing folder', async () => {
    const record = recordOutputFiles(files);
    const changes: Array<(out: string) => void> = [
      (out) => writeFileSync(path.join(out, 'graph.json'), '{"v":2}\n'), // same size
      (out) => rmSync(path.join(out, 'chunks/aaaa.json')),
      (out) => writeFileSync(path.join(out, chunkName), chunkText.replace('a.md', 'b.md')), // same size
      (out) => writeFileSync(path.join(out, 'img/x.png'), new Uint8Array([1, 2, 4])),
      (out) => writeFileSync(path.join(out, 'img/x.png'), new Uint8Array([1, 2, 3, 4])), // grew
      (out) => writeFileSync(path.join(out, 'graph.json'), '{"v":1}'), // shrank
      (out) => writeFileSync(path.join(out, 'chunks/bbbb.json'), 'B'),
      (out) => mkdirSync(path.join(out, 'empty')),
      (out) => {
        rmSync(path.join(out, 'blog/rss.xml'));
        symlinkSync(path.join(out, 'chunks/aaaa.json'), path.join(out, 'blog/rss.xml'));
      },
      (out) => rmSync(out, { recursive: true }),
    ];
    for (const change of changes) {
      const out = await written();
      change(out);
      expect(outputMatches(out, record), change.toString()).toBe(false);
    }
  });
});

describe('build records', () => {
  const record: BuildRecord = {
    version: BUILD_RECORD_VERSION,
    key: 'k',
    exitCode: 1,
    diagnostics: [{ level: 'warning', code: 'links/broken-anchor', message: 'm', file: 'docs/a.md', line: 3 }],
    routes: 2,
    cacheEntryCount: 2,
    files: recordOutputFiles([{ path: 'graph.json', content: '{}\n' }]),
  };

  it('round-trip, and a damaged or missing record reads as null', () => {
    const dir = tempDir();
    const file = path.join(dir, 'cache', 'build-v1.json');
    expect(readBuildRecord(file)).toBeNull();
    writeBuildRecord(file, record);
    expect(readBuildRecord(file)).toEqual(record);
    writeFileSync(file, '{"version":1,"key":"k"');
    expect(readBuildRecord(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ ...record, version: 0 }));
    expect(readBuildRecord(file)).toBeNull();
  });

  it('answer only for the same key and an output folder that still matches', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'build-v1.json');
    const out = path.join(dir, 'dist');
    await writeOutput(out, [{ path: 'graph.json', content: '{}\n' }]);
    writeBuildRecord(file, record);
    expect(upToDateRecord(file, 'k', out)).toEqual(record);
    expect(upToDateRecord(file, 'other', out)).toBeNull();
    expect(upToDateRecord(file, null, out)).toBeNull();
    writeFileSync(path.join(out, 'graph.json'), '[]\n');
    expect(upToDateRecord(file, 'k', out)).toBeNull();
  });
});
