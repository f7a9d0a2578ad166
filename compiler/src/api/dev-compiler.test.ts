import { cpSync, existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import type { DevCompileOutput } from './dev-compiler.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { createDevCompiler } from './dev-compiler.js';
import { MarkdownCacheStore } from '../engine/markdown-cache-store.js';
import { DevSnapshotStore } from '../engine/dev-snapshot-store.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));

const workingFolder = tempDirs('sitegraph-devc-');

/** One dev session on `site`: the first compile, the background check, close; the parse cache file's stats after it. */
async function session(site: string, cwd: string) {
  const dev = createDevCompiler(site, { cwd });
  await dev.compile(null);
  dev.onFirstPage();
  await dev.checked;
  await dev.close();
  return statSync(MarkdownCacheStore.forSite(site, cwd).file);
}

describe('createDevCompiler', () => {
  it('checks every page in the background after the first one and saves the parse cache', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    expect(Array.isArray(await dev.checked)).toBe(true);
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(true);
  });

  it('leaves the parse cache file alone when the session parsed nothing new', async () => {
    const cwd = workingFolder();
    const first = await session(SITE, cwd);
    const second = await session(SITE, cwd);
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
  });

  it('rewrites the parse cache only when a good share of it is new: not for one edited page', async () => {
    const cwd = workingFolder();
    const site = path.join(workingFolder(), 'site');
    cpSync(SITE, site, { recursive: true });
    const edit = (rel: string) => writeFileSync(path.join(site, rel), `${readFileSync(path.join(site, rel), 'utf8')}\nEdited.\n`);
    const first = await session(site, cwd);
    edit('docs/intro.md');
    const second = await session(site, cwd);
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
    for (const rel of ['docs/getting-started/install.md', 'docs/getting-started/first-scene.md', 'docs/intro.md']) edit(rel);
    const third = await session(site, cwd);
    expect(third.ino).not.toBe(first.ino);
  });

  it('stops the background check when closed: nothing more is compiled or saved', async () => {
    const cwd = workingFolder();
    const dev = createDevCompiler(SITE, { cwd });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.close();
    expect(existsSync(MarkdownCacheStore.forSite(SITE, cwd).file)).toBe(false);
  });
});

describe('createDevCompiler errors of changed pages', () => {
  const copySite = (): string => {
    const dir = workingFolder();
    cpSync(SITE, dir, { recursive: true });
    return dir;
  };
  const INVALID = 'Time is counted in <Frames.';

  it('returns the MDX errors of a body-only edit with the content edit, and none once fixed', async () => {
    const dir = copySite();
    const dev = createDevCompiler(dir, { cwd: dir });
    await dev.compile(null);
    const file = path.join(dir, 'docs/concepts/timeline.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('Time is counted in frames.', INVALID));
    const broken = await dev.compile(['docs/concepts/timeline.md']);
    expect('kind' in broken && broken.kind).toBe('content-edit');
    expect(broken.errors).toEqual([expect.objectContaining({ level: 'error', code: 'markdown/invalid-mdx', file: 'docs/concepts/timeline.md', line: 9 })]);
    writeFileSync(file, original);
    expect((await dev.compile(['docs/concepts/timeline.md'])).errors).toEqual([]);
    await dev.close();
  });

  it('returns the MDX errors of the changed pages with a recomputed graph', async () => {
    const dir = copySite();
    const dev = createDevCompiler(dir, { cwd: dir });
    await dev.compile(null);
    const file = path.join(dir, 'docs/concepts/timeline.md');
    // A title change too: the graph is recomputed.
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: The timeline', 'title: Timeline').replace('Time is counted in frames.', INVALID));
    const result = await dev.compile(['docs/concepts/timeline.md']);
    expect('graph' in result).toBe(true);
    expect(result.errors).toEqual([expect.objectContaining({ code: 'markdown/invalid-mdx', file: 'docs/concepts/timeline.md', line: 9 })]);
    await dev.close();
  });
});

describe('createDevCompiler start snapshot', () => {
  /** A copy of the fixture site whose files were last modified long before the session (a snapshot is saved only then). */
  const oldSite = (): string => {
    const site = path.join(workingFolder(), 'site');
    cpSync(SITE, site, { recursive: true });
    const old = new Date('2026-01-01T00:00:00Z');
    for (const f of fg.sync('**/*', { cwd: site, dot: true, onlyFiles: false })) utimesSync(path.join(site, f), old, old);
    return site;
  };
  /** The graph and every chunk of a first compile, as the dev server would serve them. */
  const served = (first: DevCompileOutput) => {
    if ('kind' in first) throw new Error('a content edit');
    const ids = Object.values(first.graph.content).flatMap((ref) => [ref.chunk, ...(ref.excerpt ? [ref.excerpt] : [])]);
    return { graph: first.graph, chunks: ids.map((id) => first.content.chunk(id)) };
  };
  const logOf = (lines: string[]) => (m: string) => lines.push(m);

  /**
   * Runs `test` for the default size above which graph members are read on first use, and with
   * every member read so (what a large site's start does).
   */
  const forMemberReads = (name: string, test: () => Promise<void>): void => {
    for (const lazyBytes of [undefined, '0']) {
      it(`${name}${lazyBytes === undefined ? '' : ', every graph member read on first use'}`, async () => {
        const before = process.env['SITEGRAPH_SNAPSHOT_LAZY_BYTES'];
        if (lazyBytes === undefined) delete process.env['SITEGRAPH_SNAPSHOT_LAZY_BYTES'];
        else process.env['SITEGRAPH_SNAPSHOT_LAZY_BYTES'] = lazyBytes;
        try {
          await test();
        } finally {
          if (before === undefined) delete process.env['SITEGRAPH_SNAPSHOT_LAZY_BYTES'];
          else process.env['SITEGRAPH_SNAPSHOT_LAZY_BYTES'] = before;
        }
      });
    }
  };

  forMemberReads('starts the next session from the first session\'s snapshot, serving the same graph and chunks', async () => {
    const site = oldSite();
    const cwd = workingFolder();
    const first = createDevCompiler(site, { cwd });
    const fresh = served(await first.compile(null));
    first.onFirstPage();
    await first.checked;
    await first.close();
    expect(existsSync(DevSnapshotStore.inCacheDir(MarkdownCacheStore.forSite(site, cwd).dir).file)).toBe(true);
    const log: string[] = [];
    const second = createDevCompiler(site, { cwd, log: logOf(log) });
    const restored = served(await second.compile(null));
    expect(log.some((m) => m.startsWith('dev: site restored from the snapshot'))).toBe(true);
    expect(restored).toEqual(fresh);
    await second.close();
  });

  it('saves the snapshot before the background check compiles the pages', async () => {
    const site = oldSite();
    const log: string[] = [];
    const dev = createDevCompiler(site, { cwd: workingFolder(), log: logOf(log) });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.checked;
    await dev.close();
    const saved = log.findIndex((m) => m.startsWith('dev: start snapshot saved'));
    const checked = log.findIndex((m) => m.startsWith('dev: background check of'));
    expect(saved).toBeGreaterThanOrEqual(0);
    expect(checked).toBeGreaterThan(saved);
  });

  forMemberReads('starts from the snapshot when bodies were edited since, serving what a fresh start serves, and saves the new state', async () => {
    const site = oldSite();
    const cwd = workingFolder();
    await session(site, cwd);
    for (const rel of ['docs/intro.md', 'docs/concepts/timeline.md']) writeFileSync(path.join(site, rel), `${readFileSync(path.join(site, rel), 'utf8')}\nEdited between two sessions.\n`);
    const log: string[] = [];
    const dev = createDevCompiler(site, { cwd, log: logOf(log) });
    const restored = served(await dev.compile(null));
    expect(log.some((m) => m.startsWith('dev: site restored from the snapshot (2 body edits since)'))).toBe(true);
    const reference = createDevCompiler(site, { cwd: workingFolder() });
    expect(restored).toEqual(served(await reference.compile(null)));
    await reference.close();
    // Its check saves the edited state, which the next start takes with no edits left to apply.
    const file = DevSnapshotStore.inCacheDir(MarkdownCacheStore.forSite(site, cwd).dir).file;
    const before = statSync(file).mtimeMs;
    const old = new Date('2026-01-01T00:00:00Z');
    for (const rel of ['docs/intro.md', 'docs/concepts/timeline.md']) utimesSync(path.join(site, rel), old, old);
    dev.onFirstPage();
    await dev.checked;
    await dev.close();
    expect(statSync(file).mtimeMs).toBeGreaterThan(before);
    const nextLog: string[] = [];
    const next = createDevCompiler(site, { cwd, log: logOf(nextLog) });
    expect(served(await next.compile(null))).toEqual(restored);
    expect(nextLog.some((m) => /^dev: site restored from the snapshot at/.test(m))).toBe(true);
    await next.close();
  });

  forMemberReads('takes edits after a restored start: a body edit, one to a file not read yet, a title change, a new page', async () => {
    const site = oldSite();
    const cwd = workingFolder();
    await session(site, cwd);
    const dev = createDevCompiler(site, { cwd });
    const first = await dev.compile(null);
    if ('kind' in first) throw new Error('a content edit');
    const fresh = async () => {
      const reference = createDevCompiler(site, { cwd: workingFolder() });
      const result = await reference.compile(null);
      await reference.close();
      if ('kind' in result) throw new Error('a content edit');
      return result.graph;
    };
    const append = (rel: string, text: string) => writeFileSync(path.join(site, rel), `${readFileSync(path.join(site, rel), 'utf8')}\n${text}\n`);
    // A page that was served: its text is known, so a body edit takes the fast path.
    first.content.chunk(first.graph.content['docs/intro.md']!.chunk);
    append('docs/intro.md', 'A restored edit.');
    const edit = await dev.compile(['docs/intro.md']);
    if (!('kind' in edit)) throw new Error('expected a content edit');
    expect([...edit.renamed.values()]).toEqual([(await fresh()).content['docs/intro.md']!.chunk]);
    // A file never read since the start: its earlier text is unknown, so the graph is recomputed
    // (here a title of the same length: compared with itself, the new text looks body-only).
    const timeline = path.join(site, 'docs/concepts/timeline.md');
    writeFileSync(timeline, readFileSync(timeline, 'utf8').replace('title: The timeline', 'title: Our timeline'));
    const unread = await dev.compile(['docs/concepts/timeline.md']);
    if ('kind' in unread) throw new Error('expected a graph');
    expect(unread.graph).toEqual(await fresh());
    expect(JSON.stringify(unread.graph)).toContain('Our timeline');
    const file = path.join(site, 'docs/intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Restored and renamed'));
    writeFileSync(path.join(site, 'docs/added.md'), '# Added after a restored start\n\nText.\n');
    const recompiled = await dev.compile(['docs/intro.md', 'docs/added.md']);
    if ('kind' in recompiled) throw new Error('expected a graph');
    expect(recompiled.graph).toEqual(await fresh());
    expect(Object.keys(recompiled.graph.content)).toContain('docs/added.md');
    await dev.close();
  });

  it('does not save a snapshot after a session that changed the site', async () => {
    const site = oldSite();
    const cwd = workingFolder();
    const dev = createDevCompiler(site, { cwd });
    await dev.compile(null);
    const file = path.join(site, 'docs/intro.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nEdited.\n`);
    await dev.compile(['docs/intro.md']);
    dev.onFirstPage();
    await dev.checked;
    await dev.close();
    expect(existsSync(DevSnapshotStore.inCacheDir(MarkdownCacheStore.forSite(site, cwd).dir).file)).toBe(false);
  });

  it('says the session ended, not that the site changed, when it is closed during the save', async () => {
    const site = oldSite();
    const cwd = workingFolder();
    const log: string[] = [];
    const dev = createDevCompiler(site, { cwd, log: (m) => log.push(m.replace(/ at \d+ ms after process start$/, '')) });
    await dev.compile(null);
    dev.onFirstPage();
    await dev.close();
    expect(log).toContain('dev: no start snapshot saved: the session ended');
    expect(existsSync(DevSnapshotStore.inCacheDir(MarkdownCacheStore.forSite(site, cwd).dir).file)).toBe(false);
  });
});
