import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectSiteContent, SiteLinkCheck, withContentChunks } from '../compile.js';
import { siteRelativePaths } from '../content/changed-paths.js';
import { loadSite, reloadSite, type SiteInput } from '../content/index.js';
import { localizeSiteInput } from '../i18n/localize-site.js';
import { CompileError, compareDiagnostics, type Diagnostic } from '../diagnostics/index.js';
import type { PageChunk } from '../graph/page-chunk.js';
import type { SearchRecord, SiteGraph } from '../graph/index.js';
import { assembleLazySite, bodyOnlyEdit, LazyContent } from '../incremental/index.js';
import type { CompiledMarkdown } from '../markdown/index.js';
import type { FileMemoResult } from '../memo/index.js';
import type { OutputFile } from '../output/index.js';
import type { ContentSource } from '../render/index.js';
import type { DevCompileResult, DevContent, DevContentEdit, StoredBytes } from '../runtime-contract.js';
import { IncrementalSearchRecords, searchIndexName } from '../search/index.js';
import { MarkdownCacheStore } from '../engine/markdown-cache-store.js';
import { precompileMarkdown } from '../engine/precompile-markdown.js';
import { EventLoopSlices } from '../engine/event-loop-slices.js';
import { DevSnapshotStore } from '../engine/dev-snapshot-store.js';
import { LazyFileTexts } from '../content/lazy-file-texts.js';

/** How many pages besides the first one `warmUp` compiles. */
const WARM_SPREAD = 3;

/**
 * Most changed pages a graph recompile compiles at once for their errors (see
 * `compileErrorsOf`); a larger batch (a branch switch) leaves them to their requests and the
 * background check.
 */
const MAX_CHECKED_PAGES = 20;

/**
 * The background check rewrites the parse cache when at least 1 in this many of its entries is
 * new (see `checkInBackground`).
 */
const REWRITE_SHARE = 20;

/** What the dev server's `compile` gets back (see the runtime's `startDevServer`). */
export type DevCompileOutput = (DevCompileResult & { content: DevContent }) | DevContentEdit;

/** The dev server's compiler: `compile` and `onFirstPage` for `startDevServer`. */
export interface DevCompiler {
  /**
   * The first compile (`changed` null), or a recompile after `changed` files were edited, added
   * or deleted: absolute, `./docs/a.md` or site-relative `docs/a.md` paths, either separator
   * (relative ones resolved against the site folder).
   *
   * @throws UserError `site/path-outside` when a changed path is outside the site folder
   */
  compile(changed: readonly string[] | null): Promise<DevCompileOutput>;
  /** Starts the background check (once); its promise is {@link checked}. */
  onFirstPage(): void;
  /** Resolves with the background check's diagnostics once it ran and saved the parse cache and the start snapshot (tests). */
  checked: Promise<Diagnostic[]>;
  /**
   * Stops the background check and warm-up at their next step (workers finish the body they
   * hold; nothing more is saved), so the process can exit at once on Ctrl-C, and closes the
   * parse cache file it read (pages compiled from it afterwards throw).
   */
  close(): Promise<void>;
}

/** Options of {@link createDevCompiler}. */
export interface DevCompilerOptions {
  /** Working folder whose `.sitegraph/cache/` holds the parse cache (default `process.cwd()`). */
  cwd?: string;
  /** Called with the diagnostics of each recompile, of a page that fails, and of the background check (the CLI prints them). */
  onDiagnostics?: (diagnostics: readonly Diagnostic[]) => void;
  /** Called with a timing line for each start-up step (the CLI's `--verbose`). */
  log?: (message: string) => void;
  /**
   * The locale to serve (the CLI's `--locale`), as `docusaurus start --locale` does: its
   * translations (`localizeSiteInput`) under its base URL. Such a session reads the whole site
   * again on every change and keeps no start snapshot (a translation shadows its default file).
   */
  locale?: string;
}

/**
 * Compiles the pages of the `changed` files (site-relative) now, so an open page gets their
 * errors with the update rather than when it requests them (the page asks right after, and
 * gets the cached result). Returns their error diagnostics; files that are not pages are
 * skipped, and so is a batch of more than {@link MAX_CHECKED_PAGES} files.
 */
function compileErrorsOf(lazy: LazyContent, changed: readonly string[]): Diagnostic[] {
  const errors: Diagnostic[] = [];
  if (changed.length > MAX_CHECKED_PAGES) return errors;
  for (const rel of changed) {
    const id = lazy.idOf(rel);
    if (id === undefined) continue;
    try {
      lazy.compile(id);
    } catch (error) {
      if (!(error instanceof CompileError)) throw error;
      errors.push(...error.diagnostics.filter((d) => d.level === 'error'));
    }
  }
  return errors;
}

/** Everything the dev command knows about the site between two changes. */
interface DevSite {
  input: SiteInput;
  /** The content sources of the last full compile (body-only edits leave them: they edit `lazy`). */
  sources: ContentSource[];
  lazy: LazyContent;
  graph: SiteGraph;
  routesPaths: string[];
}

/**
 * The compile side of `sitegraph dev` (development mode: drafts kept): serves from a graph
 * whose page content is compiled on request (`LazyContent`), so the first page needs no other
 * Markdown parsed. After the first page, every page is compiled in the background (worker
 * threads for what the persistent parse cache lacks) and Markdown problems, compile errors and
 * broken links go to `onDiagnostics`; serving never waits for that.
 *
 * On a change: an edit of Markdown bodies only (no front matter, title or description change)
 * recompiles those bodies and returns their new chunk ids; anything else reloads the changed
 * files and recomputes the graph (no Markdown parsed until requested). An invalid page shows
 * its error when it is requested.
 */
export function createDevCompiler(siteDir: string, options: DevCompilerOptions = {}): DevCompiler {
  const say = (m: string): void => options.log?.(`dev: ${m} at ${Math.round(performance.now())} ms after process start`);
  const printDiagnostics = (diagnostics: readonly Diagnostic[]): void => options.onDiagnostics?.(diagnostics);
  const store = MarkdownCacheStore.forSite(siteDir, options.cwd);
  const cache = new Map<string, CompiledMarkdown>();
  let site: DevSite | null = null;
  const searchRecords = new IncrementalSearchRecords();
  /** The search index of the latest site: bodies compiled on demand; a page that does not compile keeps only its title record. */
  const searchRecordsOf = (s: DevSite): readonly SearchRecord[] => {
    const body = (source: string) => {
      const id = s.lazy.idOf(source);
      if (id === undefined) return undefined;
      try {
        return s.lazy.check(id);
      } catch (error) {
        if (error instanceof CompileError) return undefined;
        throw error;
      }
    };
    return searchRecords.update(s.graph, body).records;
  };
  /**
   * Per-file front matter/title/excerpt results (the memo `build` persists): loaded from the
   * store at start, then carried from one recompile to the next, so only changed files are
   * parsed again.
   */
  let fileMemo: FileMemoResult | null = null;
  let fileMemoChanged = false;
  /** The source of the first chunk served (warmed for edits, see `warmUp`). */
  let firstSource: string | undefined;

  /** The first compile's state, saved after the first page (before the background check) for the next session's start. */
  const snapshots = DevSnapshotStore.inCacheDir(store.dir);
  /** When the first compile read the site (ms since the epoch), or null when it came from the snapshot. */
  let loadedAt: number | null = null;
  /** Whether a change reached the compiler (the first compile's state is no longer the site). */
  let changedSinceStart = false;
  /** The runtime's bytes for the start snapshot (`DevContent.snapshot`), made when it is saved. */
  let attachment: (() => Uint8Array) | null = null;
  /** The runtime's bytes of the snapshot the first compile was restored from. */
  let restoredAttachment: StoredBytes | undefined;

  /**
   * The first compile from the snapshot of an earlier session, when it still describes the site
   * or the files changed since are body-only edits: those get their new chunk ids (as an edit
   * in a session would), and the session may save a new snapshot once checked.
   */
  const restore = (): DevSite | null => {
    const started = Date.now();
    const restored = snapshots.restore(path.resolve(siteDir), 'development');
    if ('reason' in restored) {
      say(`not started from a snapshot (${restored.reason})`);
      return null;
    }
    const { input, sources, edits, ids, routesPaths } = restored.snapshot;
    let { graph } = restored.snapshot;
    restoredAttachment = restored.snapshot.attachment;
    const lazy = LazyContent.restore(input, sources, cache, ids);
    if (edits.length > 0) {
      lazy.edit(input, edits);
      // Body-only edits change nothing in the graph but these sources' chunk ids and route keys.
      graph = withContentChunks(graph, new Map(edits.map((e) => [e.source, lazy.idOf(e.source)!])));
      // Every file was statted at the start; the session's check may save a snapshot of this state.
      loadedAt = started;
    }
    say(`site restored from the snapshot${edits.length > 0 ? ` (${edits.length} body edit${edits.length === 1 ? '' : 's'} since)` : ''}`);
    printDiagnostics(graph.diagnostics);
    const edited = new Map(edits.map((e) => [e.source, e]));
    return { input, sources: edits.length > 0 ? sources.map((s) => edited.get(s.source) ?? s) : sources, lazy, graph, routesPaths };
  };

  const full = async (changed: readonly string[] | null): Promise<DevSite> => {
    if (!site && options.locale === undefined) {
      const restored = restore();
      if (restored) return restored;
      loadedAt = Date.now();
    }
    const input =
      options.locale !== undefined
        ? localizeSiteInput(await loadSite(siteDir, { mode: 'development' }), options.locale)
        : site && changed
          ? await reloadSite(site.input, siteDir, changed)
          : await loadSite(siteDir, { mode: 'development' });
    if (!site) say('site loaded');
    // The last compile's entries are keyed when read here, not after it: a first start's
    // first page does not wait for the hashing of every file.
    const collected = collectSiteContent(input, { fileMemo: fileMemo ? fileMemo.entries : store.loadMemo() });
    if (collected.fileMemo) {
      fileMemo = collected.fileMemo;
      fileMemoChanged ||= collected.fileMemo.changed;
    }
    // Compiled pages are kept across recompiles unless a non-Markdown file changed (an image
    // can change what a page's chunk holds without changing its id).
    const keep = site && changed?.every((p) => /\.mdx?$/.test(p)) ? site.lazy : undefined;
    // Pages are compiled synchronously when asked for: the bodies whose plugins may be
    // asynchronous are compiled first, awaiting them (only those the cache lacks).
    const withPlugins = collected.sources.filter((s) => s.markdownPlugins);
    if (withPlugins.length > 0) {
      const pre = await precompileMarkdown(withPlugins, input.config, cache, 0);
      for (const [k, v] of pre.results) cache.set(k, v);
    }
    const lazy = new LazyContent(input, collected.sources, cache, keep);
    const { graph, routesPaths } = assembleLazySite(input, collected, lazy);
    if (!site) say('graph assembled');
    printDiagnostics(graph.diagnostics);
    return { input, sources: collected.sources, lazy, graph, routesPaths };
  };

  /**
   * Body-only edits of known Markdown sources, or null when the graph must be recomputed.
   * `timings` gets the milliseconds of each step (read, detect, rename, compile); `errors` the
   * error diagnostics of the edited pages that do not compile.
   */
  const bodyEdits = (changed: readonly string[], timings: Record<string, number>, errors: Diagnostic[]): Map<string, string> | null => {
    if (!site || changed.length === 0 || options.locale !== undefined) return null;
    let t = performance.now();
    const lap = (step: string): void => {
      const now = performance.now();
      timings[step] = (timings[step] ?? 0) + (now - t);
      t = now;
    };
    const edited: ContentSource[] = [];
    const texts = new Map<string, string>();
    for (const rel of changed) {
      const id = site.lazy.idOf(rel);
      const source = id === undefined ? undefined : site.lazy.sourceOf(id);
      // After a start from the snapshot, a file first read after it changed has no known earlier text.
      const before = site.input.files instanceof LazyFileTexts ? site.input.files.expectedText(rel) : site.input.files.get(rel);
      if (!source || before === undefined) return null;
      let after: string;
      try {
        // Synchronous: one small file, and each asynchronous hop is a wait on a loaded machine.
        after = readFileSync(path.join(siteDir, rel), 'utf8');
      } catch {
        return null; // deleted (or renamed away): the graph changes
      }
      lap('read');
      const next = bodyOnlyEdit(source, before, after);
      lap('detect');
      // A body with remark/rehype plugins compiles in the full path, which awaits them.
      if (!next || next.markdownPlugins) return null;
      texts.set(rel, after);
      edited.push(next);
    }
    // The new texts go into the site's file map in place: a copy of it cost 6–20 ms of each edit
    // at 50,000 docs. Only known files change, so its order holds; the next full recompile reads
    // the changed files from the disk again anyway.
    if (!(site.input.files instanceof Map)) site = { ...site, input: { ...site.input, files: new Map(site.input.files) } };
    const { input } = site;
    for (const [rel, after] of texts) (input.files as Map<string, string>).set(rel, after);
    const renamed = site.lazy.edit(input, edited);
    // `sources` keeps the sources of the last full compile: nothing reads it between
    // two of them (the background check asks `lazy`).
    lap('rename');
    // Compile now: the open page asks for it right after the update, and errors show at once.
    for (const id of renamed.values()) {
      try {
        site.lazy.compile(id.replace(/-excerpt$/, ''));
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        printDiagnostics(error.diagnostics);
        errors.push(...error.diagnostics.filter((d) => d.level === 'error'));
      }
    }
    lap('compile');
    return renamed;
  };

  let resolveChecked!: (d: Diagnostic[]) => void;
  const checked = new Promise<Diagnostic[]>((resolve) => (resolveChecked = resolve));
  let checking = false;
  /** Closes the parse cache file the background check loaded in place. */
  let closeStore = (): void => {};
  let background: Promise<void> = Promise.resolve();
  const stop = new AbortController();

  /**
   * Saves the start snapshot (when this session read the site and nothing changed yet), then
   * compiles every page (workers for what the persistent cache lacks, then the main thread one
   * page per tick), prints Markdown warnings, compile errors and broken links, and saves the
   * parse cache. Runs once, after the first page was served.
   */
  async function checkInBackground(): Promise<void> {
    // The snapshot first: without a parse cache the check compiles every page, minutes at
    // 50,000 docs, and a session stopped before its end used to leave none for the next start.
    if (loadedAt !== null && !changedSinceStart) await saveSnapshot(site!, loadedAt);
    if (stop.signal.aborted) return;
    const t = performance.now();
    // Trees stay in the cache file until a page uses them (1.2 GB of text at 50,000 docs).
    const loaded = await store.loadInPlace(stop.signal);
    closeStore = loaded.close;
    if (stop.signal.aborted) return;
    const stored = loaded.results;
    for (const [k, v] of stored) if (!cache.has(k)) cache.set(k, v);
    const snapshot = site!;
    const sources = snapshot.lazy.sources();
    const pre = await precompileMarkdown(sources, snapshot.input.config, cache, undefined, undefined, stop.signal);
    if (stop.signal.aborted) return;
    for (const [k, v] of pre.results) cache.set(k, v);
    const diagnostics: Diagnostic[] = [];
    // The link check goes a page at a time too, with a turn every 10 ms: in one step it held the
    // server for 1.1 s at 50,000 docs. Pages are added as they compile and checked once all are
    // there (anchors).
    const links = new SiteLinkCheck(snapshot.routesPaths, snapshot.input);
    for (const s of sources) {
      await new Promise((resolve) => setImmediate(resolve));
      if (stop.signal.aborted) return;
      try {
        const c = snapshot.lazy.check(snapshot.lazy.idOf(s.source)!);
        diagnostics.push(...c.diagnostics);
        links.add(s, c);
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        diagnostics.push(...error.diagnostics);
      }
    }
    diagnostics.push(...links.checkMarkdownLinks(), ...links.checkThemeLinks());
    const slices = new EventLoopSlices();
    for (const page of links.pages) {
      diagnostics.push(...links.checkPage(page));
      if (!slices.due()) continue;
      await slices.turn();
      if (stop.signal.aborted) return;
    }
    printDiagnostics(diagnostics.sort(compareDiagnostics));
    // Rewriting the file holds the server for its whole size (1.2 GB, about 2.5 s at 50,000
    // docs): only when this session parsed a good share of what it lacks. The few bodies edits
    // made are parsed again, in the background, by the next session instead.
    const added = [...cache.keys()].filter((k) => !stored.has(k)).length;
    if (added > 0 && added * REWRITE_SHARE >= cache.size) store.save(cache);
    if (fileMemoChanged && fileMemo) {
      const started = performance.now();
      store.saveMemo(fileMemo.entries);
      fileMemoChanged = false;
      say(`file memo saved in ${Math.round(performance.now() - started)} ms`);
    }
    say(`background check of ${sources.length} pages done in ${Math.round(performance.now() - t)} ms (${pre.parsed} parsed, ${pre.onMainThread} of them on the main thread)`);
    resolveChecked(diagnostics);
    await warmUp();
  }

  /**
   * Saves the first compile's state for the next session's start ({@link DevSnapshotStore}),
   * unless a change came meanwhile; a site it does not support or a failed write is logged.
   */
  async function saveSnapshot(first: DevSite, at: number): Promise<void> {
    if (options.locale !== undefined) return say('no start snapshot saved: a session of one locale (--locale) keeps none');
    const t = performance.now();
    try {
      const attach = attachment;
      const runtimeBytes = (): Uint8Array | undefined => {
        try {
          return attach?.();
        } catch (error) {
          say(`the runtime's data for the start snapshot failed: ${(error as Error)?.message ?? String(error)}`);
          return undefined;
        }
      };
      const state = { ...first, ids: first.lazy.idColumns(first.sources), loadedAt: at, attachment: runtimeBytes };
      const why = await snapshots.save(path.resolve(siteDir), state, () => (stop.signal.aborted ? 'the session ended' : changedSinceStart ? 'the site changed' : null));
      say(why ? `no start snapshot saved: ${why}` : `start snapshot saved in ${Math.round(performance.now() - t)} ms`);
    } catch (error) {
      say(`no start snapshot saved: ${(error as Error)?.message ?? String(error)}`);
    }
  }

  /**
   * Warms the edit path: compiles the first page served (the likeliest to be edited) three
   * times and a spread of other pages once, uncached, one per tick, results dropped. About
   * 0.1–0.3 s of idle time once; without it the first edit's compile takes 2–3 times longer.
   */
  async function warmUp(): Promise<void> {
    const t = performance.now();
    const lazy = site!.lazy;
    const ids = lazy.sources().map((s) => lazy.idOf(s.source)!);
    const first = firstSource === undefined ? undefined : lazy.idOf(firstSource);
    const step = Math.max(1, Math.floor(ids.length / WARM_SPREAD));
    const order = [...(first ? [first, first, first] : []), ...ids.filter((_, i) => i % step === 0).slice(0, WARM_SPREAD)];
    let longest = 0;
    for (const id of order) {
      await new Promise((resolve) => setImmediate(resolve));
      if (stop.signal.aborted) return;
      const started = performance.now();
      site?.lazy.warm(id);
      longest = Math.max(longest, performance.now() - started);
    }
    say(`edit path warmed (${order.length} compiles, the longest ${Math.round(longest)} ms) in ${Math.round(performance.now() - t)} ms`);
  }

  return {
    checked,
    onFirstPage() {
      if (checking) return;
      checking = true;
      background = checkInBackground().catch((error: unknown) => {
        process.stderr.write(`sitegraph dev: background check failed: ${(error as Error)?.stack ?? String(error)}\n`);
        resolveChecked([]);
      });
    },
    async close() {
      stop.abort();
      await background;
      closeStore();
    },
    async compile(given): Promise<DevCompileOutput> {
      const changed = given && siteRelativePaths(siteDir, given);
      if (changed) changedSinceStart = true;
      if (changed && site) {
        const timings: Record<string, number> = {};
        const errors: Diagnostic[] = [];
        const renamed = bodyEdits(changed, timings, errors);
        if (renamed) return { kind: 'content-edit', renamed, timings, errors };
      }
      const first = !site;
      site = await full(changed);
      const current = site;
      const errors = changed ? compileErrorsOf(current.lazy, changed) : [];
      if (errors.length) printDiagnostics(errors);
      return {
        graph: current.graph,
        files: [],
        errors,
        content: {
          chunk: (id) => {
            firstSource ??= current.lazy.sourceOf(id)?.source;
            return current.lazy.chunk(id);
          },
          partialChunkText: (hash) => current.lazy.partialChunkText(hash),
          file: (out) => {
            const from = current.lazy.emittedAssets().get(out);
            if (from === undefined) return undefined;
            return current.input.files.get(from) ?? readFileSync(path.join(siteDir, from));
          },
          // The latest site, not `current`: a body-only edit keeps this object and edits site.lazy.
          search: { name: searchIndexName(current.graph.site), records: () => searchRecordsOf(site ?? current) },
          ...(first
            ? {
                snapshot: {
                  ...(restoredAttachment ? { restored: restoredAttachment } : {}),
                  attach(make: () => Uint8Array) {
                    attachment = make;
                  },
                },
              }
            : {}),
        },
      };
    },
  };
}
