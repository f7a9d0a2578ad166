import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { collectSiteContent } from '../compile.js';
import { loadSite } from '../content/index.js';
import { assembleLazySite, LazyContent } from '../incremental/index.js';
import type { ContentSource } from '../render/index.js';
import { DevSnapshotStore, type DevSnapshotState } from './dev-snapshot-store.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));
const dirs = tempDirs('sitegraph-snap-');

/** A copy of the fixture site whose files were all last modified long ago. */
function oldSite(): string {
  const site = path.join(dirs(), 'site');
  cpSync(SITE, site, { recursive: true });
  ageFiles(site);
  return site;
}

/** The modification time {@link ageFiles} gives every file: long before any test runs. */
const OLD = new Date('2026-01-01T00:00:00Z');

function ageFiles(site: string): void {
  for (const f of fg.sync('**/*', { cwd: site, dot: true, onlyFiles: false })) utimesSync(path.join(site, f), OLD, OLD);
}

/** The dev server's first compile of `site`, as the snapshot store takes it. */
async function firstCompile(site: string): Promise<DevSnapshotState> {
  const loadedAt = Date.now();
  const input = await loadSite(site, { mode: 'development' });
  const collected = collectSiteContent(input);
  const lazy = new LazyContent(input, collected.sources, new Map());
  const { graph, routesPaths } = assembleLazySite(input, collected, lazy);
  return { input, sources: collected.sources, ids: lazy.idColumns(collected.sources), graph, routesPaths, loadedAt };
}

/** How many files this process has open (Linux's /proc), or null where that cannot be seen. */
function openFiles(): number | null {
  return existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : null;
}

const store = (): DevSnapshotStore => new DevSnapshotStore(path.join(dirs(), 'cache', 'dev-snapshot.bin'));

/** An old site, its first compile, and a store that saved it (the save asserted). */
async function savedSnapshot(): Promise<{ site: string; state: DevSnapshotState; s: DevSnapshotStore }> {
  const site = oldSite();
  const state = await firstCompile(site);
  const s = store();
  expect(await s.save(site, state)).toBeNull();
  return { site, state, s };
}

describe('DevSnapshotStore', () => {
  it('restores what it saved: the same graph, sources, chunk ids and file texts', async () => {
    const { site, state, s } = await savedSnapshot();
    const restored = s.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(`not restored: ${restored.reason}`);
    const { snapshot } = restored;
    expect(snapshot.graph).toEqual(state.graph);
    expect(snapshot.routesPaths).toEqual(state.routesPaths);
    expect(snapshot.ids).toEqual(state.ids);
    // A restored body is a getter on the sources' prototype (read from its file on first use).
    expect(snapshot.sources.map((x) => ({ ...x }))).toEqual(state.sources.map(({ content: _, ...x }) => x));
    expect(snapshot.sources.map((x) => x.content)).toEqual(state.sources.map((x) => x.content));
    expect([...snapshot.input.files]).toEqual([...state.input.files]);
    expect(snapshot.input.assets).toEqual(state.input.assets);
    expect(snapshot.input.config).toEqual(state.input.config);
    // The restored content compiles to the chunks the first compile gives.
    const before = new LazyContent(state.input, state.sources, new Map());
    const after = LazyContent.restore(snapshot.input, snapshot.sources, new Map(), snapshot.ids);
    // Each source keeps its own link scope (the fixture's docs and blog have one each).
    expect(snapshot.ids.scopes.length).toBeGreaterThan(1);
    expect(after.idColumns(snapshot.sources)).toEqual(before.idColumns(state.sources));
    // The ids are columns in the order of the sources: a list of other length is refused.
    expect(() => LazyContent.restore(snapshot.input, snapshot.sources.slice(1), new Map(), snapshot.ids)).toThrow(/chunk ids for \d+ sources, not \d+/);
    for (const source of state.sources) {
      const id = before.idOf(source.source)!;
      expect(after.idOf(source.source)).toBe(id);
      expect(after.chunk(id)).toEqual(before.chunk(id));
    }
  });

  it('is not trusted once a file changed beyond its body, was added or removed, or site.json changed', async () => {
    const { site, s } = await savedSnapshot();
    const reasonAfter = (change: () => void): string => {
      change();
      const r = s.restore(site, 'development');
      if ('reason' in r) return r.reason;
      return r.snapshot.edits.length === 0 ? 'restored' : `restored with edits of ${r.snapshot.edits.map((e) => e.source).join(', ')}`;
    };
    /** Ages every file and saves the site as it is now (the changes made so far become the snapshot). */
    const saveAgain = async (): Promise<void> => {
      ageFiles(site);
      expect(await s.save(site, await firstCompile(site))).toBeNull();
    };
    const intro = path.join(site, 'docs/intro.md');
    const text = readFileSync(intro, 'utf8');
    expect(reasonAfter(() => {})).toBe('restored');
    // Same size and an old time, a minute later: only the time tells, and the file is taken as edited.
    const minuteLater = new Date(OLD.getTime() + 60_000);
    expect(reasonAfter(() => utimesSync(intro, minuteLater, minuteLater))).toBe('restored with edits of docs/intro.md');
    expect(reasonAfter(() => utimesSync(intro, OLD, OLD))).toBe('restored');
    // A body-only edit is restored as one; a title changed is more than the body.
    expect(reasonAfter(() => writeFileSync(intro, `${text}\nMore.\n`))).toBe('restored with edits of docs/intro.md');
    expect(reasonAfter(() => writeFileSync(intro, text.replace(/^title: .*$/m, 'title: Renamed')))).toBe('files changed beyond their bodies');
    expect(reasonAfter(() => writeFileSync(intro, `${text}\nMore.\n`))).toBe('restored with edits of docs/intro.md');
    expect(await s.save(site, await firstCompile(site))).toMatch(/docs\/intro\.md was modified/);
    await saveAgain();
    expect(reasonAfter(() => writeFileSync(path.join(site, 'docs/new-page.md'), '# New\n'))).toBe('files were added or removed');
    // Removed again: the list is the old one, but its folder's time tells only that it changed.
    expect(reasonAfter(() => rmSync(path.join(site, 'docs/new-page.md')))).toBe('files were added or removed');
    await saveAgain();
    // Deeper down, and in a folder made since: each changes a stamped folder's time.
    const nested = path.join(site, 'docs/getting-started/added.md');
    expect(reasonAfter(() => writeFileSync(nested, '# Added\n'))).toBe('files were added or removed');
    rmSync(nested);
    await saveAgain();
    expect(reasonAfter(() => mkdirSync(path.join(site, 'docs/getting-started/later')))).toBe('files were added or removed');
    await saveAgain();
    expect(reasonAfter(() => writeFileSync(path.join(site, 'docs/getting-started/later/page.md'), '# Later\n'))).toBe('files were added or removed');
    rmSync(path.join(site, 'docs/getting-started/later'), { recursive: true });
    await saveAgain();
    // A file renamed keeps its stats but not its folder's.
    expect(reasonAfter(() => renameSync(intro, path.join(site, 'docs/intro-renamed.md')))).toBe('files were added or removed');
    expect(reasonAfter(() => renameSync(path.join(site, 'docs/intro-renamed.md'), intro))).toBe('files were added or removed');
    await saveAgain();
    // A single file outside the content folders (a docs instance's versions file) that appears.
    const versions = path.join(site, 'versions.json');
    const versionsText = readFileSync(versions, 'utf8');
    expect(reasonAfter(() => rmSync(versions))).toBe('files were added or removed');
    expect(reasonAfter(() => writeFileSync(versions, versionsText))).toBe('files changed');
    await saveAgain();
    expect(reasonAfter(() => rmSync(intro))).toBe('files were added or removed');
    expect(reasonAfter(() => writeFileSync(intro, text))).toBe('files were added or removed');
    await saveAgain();
    expect(reasonAfter(() => writeFileSync(path.join(site, 'sidebars.json'), readFileSync(path.join(site, 'sidebars.json'), 'utf8').replace('{', '{ ')))).toBe('files changed');
    await saveAgain();
    const config = path.join(site, 'site.json');
    expect(reasonAfter(() => writeFileSync(config, readFileSync(config, 'utf8').replace('"title"', ' "title"')))).toBe('files changed');
    expect(s.restore(site, 'production')).toEqual({ reason: 'made in development mode' });
  });

  it('keeps the runtime\'s attachment, when given, as its bytes', async () => {
    const { site, state, s } = await savedSnapshot();
    const without = s.restore(site, 'development');
    expect('snapshot' in without && without.snapshot.attachment).toBeUndefined();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(await s.save(site, { ...state, attachment: () => bytes })).toBeNull();
    const restored = s.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(restored.reason);
    const stored = restored.snapshot.attachment!;
    expect(stored.length).toBe(bytes.length);
    expect([...stored.read(0, bytes.length)]).toEqual([...bytes]);
    expect([...stored.read(1, 4)]).toEqual([1, 2, 250]);
    expect(stored.read(5, 5).length).toBe(0);
    expect(() => stored.read(3, 6)).toThrow(RangeError);
    expect(() => stored.read(-1, 2)).toThrow(RangeError);
    expect(restored.snapshot.graph).toEqual(state.graph);
    // Read from the file, which stays open: a save that replaces it does not change these bytes.
    expect(await s.save(site, { ...state, attachment: () => new Uint8Array([9, 9, 9, 9, 9]) })).toBeNull();
    expect([...stored.read(0, bytes.length)]).toEqual([...bytes]);
  });

  it('reads a file only when its text or a body in it is asked for', async () => {
    const { site, s } = await savedSnapshot();
    const restored = s.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(restored.reason);
    const files = restored.snapshot.input.files as ReadonlyMap<string, string> & { unreadCount(): number };
    const all = files.size;
    expect(files.unreadCount()).toBe(all);
    const source = restored.snapshot.sources.find((x) => x.source === 'docs/intro.md')!;
    expect(source.content).toContain('#');
    expect(files.unreadCount()).toBe(all - 1);
  });

  it('saves nothing for a site whose output depends on more than its files, or when the site changed meanwhile', async () => {
    const site = oldSite();
    const state = await firstCompile(site);
    const s = store();
    expect(await s.save(site, { ...state, input: { ...state.input, configFile: 'sitegraph.config.ts' } })).toMatch(/module/);
    expect(await s.save(site, { ...state, input: { ...state.input, evaluatedModules: { 'sidebars.js': {} } } })).toMatch(/sidebars file is a module/);
    const lastUpdate = { ...state.input.config, plugins: state.input.config.plugins.map((p) => (p.plugin === 'content-docs' ? { ...p, options: { ...p.options, showLastUpdateTime: true } } : p)) };
    expect(await s.save(site, { ...state, input: { ...state.input, config: lastUpdate as typeof state.input.config } })).toMatch(/Git history/);
    expect(await s.save(site, state, () => 'the site changed')).toBe('the site changed');
    expect(s.restore(site, 'development')).toEqual({ reason: 'none saved' });
  });

  it('removes the snapshots of other layouts beside it when it saves', async () => {
    const site = oldSite();
    const cacheDir = path.join(dirs(), 'cache');
    const s = DevSnapshotStore.inCacheDir(cacheDir);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, 'dev-snapshot-v0.bin'), 'old');
    writeFileSync(path.join(cacheDir, 'markdown-v1.bin'), 'kept');
    expect(await s.save(site, await firstCompile(site))).toBeNull();
    expect(readdirSync(cacheDir).sort()).toEqual([path.basename(s.file), 'markdown-v1.bin'].sort());
  });

  it('reads, checks and deserialises large graph members on first read, in their order, and closes the file after the last', async () => {
    const site = oldSite();
    const state = await firstCompile(site);
    const s = new DevSnapshotStore(path.join(dirs(), 'cache', 'dev-snapshot.bin'), 0);
    expect(await s.save(site, state)).toBeNull();
    const before = openFiles();
    const restored = s.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(`not restored: ${restored.reason}`);
    const { graph } = restored.snapshot;
    expect(Object.getOwnPropertyDescriptor(graph, 'docs')?.get).toBeTypeOf('function');
    // Kept open for the members still to be read.
    if (before !== null) expect(openFiles()).toBe(before + 1);
    expect(graph.docs).toEqual(state.graph.docs);
    expect(Object.getOwnPropertyDescriptor(graph, 'docs')).toMatchObject({ value: graph.docs, writable: true, enumerable: true });
    graph.routes = [];
    expect(graph.routes).toEqual([]);
    expect(JSON.stringify(Object.keys(graph))).toBe(JSON.stringify(Object.keys(state.graph)));
    const rest = JSON.stringify(graph);
    expect(rest).toContain('"routes":[]');
    if (before !== null) expect(openFiles()).toBe(before);
    const fresh = s.restore(site, 'development');
    if (!('snapshot' in fresh)) throw new Error(`not restored: ${fresh.reason}`);
    expect(JSON.stringify(fresh.snapshot.graph)).toBe(JSON.stringify(state.graph));
  });

  it('checks a small member\'s bytes at restore, and a large one\'s when first read, which throws and removes the file if they changed (not a newer one saved at its path since)', async () => {
    const site = oldSite();
    const state = await firstCompile(site);
    const docsFrame = serialize({ skeleton: state.graph.docs, cuts: [] });
    const damage = (file: string): void => {
      const bytes = readFileSync(file);
      const docsAt = bytes.indexOf(docsFrame);
      expect(docsAt).toBeGreaterThan(0);
      bytes[docsAt + 40] = bytes[docsAt + 40]! ^ 1;
      writeFileSync(file, bytes);
    };
    // The fixture's docs member is below the default size: read and checked at restore.
    const small = store();
    expect(await small.save(site, state)).toBeNull();
    damage(small.file);
    expect(small.restore(site, 'development')).toEqual({ reason: 'damaged' });
    // Every member deferred: the restore succeeds, the first read of docs fails.
    const large = new DevSnapshotStore(path.join(dirs(), 'cache', 'dev-snapshot.bin'), 0);
    expect(await large.save(site, state)).toBeNull();
    damage(large.file);
    const restored = large.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(`not restored: ${restored.reason}`);
    expect(restored.snapshot.graph.site).toEqual(state.graph.site);
    for (let i = 0; i < 2; i++) expect(() => restored.snapshot.graph.docs).toThrow(/start snapshot .*dev-snapshot\.bin is damaged \(docs: checksum mismatch\): it is removed/);
    expect(existsSync(large.file)).toBe(false);
    // Damaged, then replaced by a newer save before the member is read: the newer file is kept.
    expect(await large.save(site, state)).toBeNull();
    const older = large.restore(site, 'development');
    if (!('snapshot' in older)) throw new Error(`not restored: ${older.reason}`);
    damage(large.file);
    expect(await large.save(site, state)).toBeNull();
    const newer = readFileSync(large.file);
    expect(() => older.snapshot.graph.docs).toThrow(/damaged \(docs: checksum mismatch\): a newer snapshot has replaced it since and is kept/);
    expect(readFileSync(large.file).equals(newer)).toBe(true);
    const fresh = large.restore(site, 'development');
    if (!('snapshot' in fresh)) throw new Error(`not restored: ${fresh.reason}`);
    expect(fresh.snapshot.graph.docs).toEqual(state.graph.docs);
  });

  it('saves long arrays in pieces and reads them back whole, each piece checked', async () => {
    const site = oldSite();
    const state = await firstCompile(site);
    const s = new DevSnapshotStore(path.join(dirs(), 'cache', 'dev-snapshot.bin'), Infinity, 2);
    expect(await s.save(site, state)).toBeNull();
    const restored = s.restore(site, 'development');
    if (!('snapshot' in restored)) throw new Error(`not restored: ${restored.reason}`);
    expect(JSON.stringify(restored.snapshot.graph)).toBe(JSON.stringify(state.graph));
    expect(restored.snapshot.sources.map((x) => [x.source, x.permalink, x.content])).toEqual(state.sources.map((x) => [x.source, x.permalink, x.content]));
    expect(restored.snapshot.routesPaths).toEqual(state.routesPaths);
    // The sources share their link scopes: one object per permalink map and content folders
    // (the body is not cut: each piece would repeat them).
    const scopes = (sources: readonly ContentSource[]) => new Set(sources.map((x) => x.links)).size;
    const distinct = (sources: readonly ContentSource[]) => new Set(sources.map((x) => `${[...x.links.sourceToPermalink].join()}|${x.links.contentPaths.join()}`)).size;
    expect(scopes(restored.snapshot.sources)).toBe(distinct(state.sources));
    expect(distinct(state.sources)).toBeGreaterThan(1);
    expect(restored.snapshot.sources.map((x) => x.links)).toEqual(state.sources.map((x) => x.links));
    // The routes list is cut into pieces of two routes; one byte changed in the second piece.
    expect(state.graph.routes.length).toBeGreaterThan(4);
    const bytes = readFileSync(s.file);
    const pieceAt = bytes.indexOf(serialize(state.graph.routes.slice(2, 4)));
    expect(pieceAt).toBeGreaterThan(0);
    bytes[pieceAt + 20] = bytes[pieceAt + 20]! ^ 1;
    writeFileSync(s.file, bytes);
    expect(s.restore(site, 'development')).toEqual({ reason: 'damaged' });
  });

  it('refuses a snapshot of other compiler code as such, after its first frame, whatever the frames after it hold', async () => {
    const { site, s } = await savedSnapshot();
    const bytes = readFileSync(s.file);
    const stampLength = bytes.readUInt32LE(0);
    const stamp = deserialize(bytes.subarray(4, 4 + stampLength)) as { code: string };
    const other = serialize({ ...stamp, code: `${stamp.code}-other` });
    const length = Buffer.alloc(4);
    length.writeUInt32LE(other.length);
    // Frames of another layout after it (here: bytes that are no frames at all).
    writeFileSync(s.file, Buffer.concat([length, other, Buffer.from('laid out by other code')]));
    expect(s.restore(site, 'development')).toEqual({ reason: 'made by other compiler code' });
  });

  it('ignores a damaged or truncated file', async () => {
    const { site, s } = await savedSnapshot();
    const bytes = readFileSync(s.file);
    writeFileSync(s.file, bytes.subarray(0, bytes.length - 10));
    expect(s.restore(site, 'development')).toEqual({ reason: 'damaged' });
    writeFileSync(s.file, Buffer.from('not a snapshot at all'));
    expect(s.restore(site, 'development')).toEqual({ reason: 'damaged' });
    expect(statSync(s.file).size).toBeGreaterThan(0);
  });
});
