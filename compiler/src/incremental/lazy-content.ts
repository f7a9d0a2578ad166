import { createHash } from 'node:crypto';
import type { SiteInput } from '../content/index.js';
import type { ContentRef, PageChunk } from '../graph/index.js';
import type { CompiledMarkdown } from '../markdown/index.js';
import { renderContent, sourceCacheKey, type ContentSource, type EmittedAssets } from '../render/index.js';

/** Suffix of the id of a blog post's excerpt chunk (the full chunk's id + this). */
const EXCERPT_SUFFIX = '-excerpt';

/** What compiling one source on demand gave: its page chunk(s), referenced files, warnings. */
export interface LazyCompiled {
  full: PageChunk;
  /** The excerpt chunk of a post with a truncate marker; else null (lists show `full`). */
  excerpt: PageChunk | null;
  /** Referenced local files: output path → site-relative source path. */
  emittedAssets: EmittedAssets;
  /** The Markdown result (link checking, the persistent cache). */
  compiled: CompiledMarkdown;
}

/** Hex characters of a placeholder chunk id ({@link lazyChunkId}). */
const CHUNK_ID_LENGTH = 16;

/**
 * Every source's placeholder chunk id and link scope hash (see {@link LazyContent}), in the
 * order of a list of sources: what {@link LazyContent.restore} takes. Columns rather than an
 * object per source: the dev server's start snapshot deserialises them, and 50,000 entries as
 * a Map of objects took 0.16 s (2026-11-27, a slow afternoon).
 */
export interface LazyChunkIdColumns {
  /** The chunk ids one after the other, each {@link CHUNK_ID_LENGTH} (16) hex characters. */
  ids: string;
  /** The distinct link scope hashes. */
  scopes: string[];
  /** Per source: its scope's index in `scopes`. */
  scopeOf: Uint32Array;
}

/**
 * Page content compiled on demand (the dev server): every source gets a stable placeholder
 * chunk id at once — a hash of its Markdown cache key (body, file, options) and of its
 * plugin instance's permalinks, so an edit or a moved link target gives a new id — and is
 * compiled only when a page asks for that id. Compiling one source goes through
 * `renderContent`, so its chunk is the one a build writes.
 *
 * Pure apart from memoisation: the same input and sources give the same ids and chunks.
 */
export class LazyContent {
  private readonly byId = new Map<string, ContentSource>();
  private readonly idBySource = new Map<string, string>();
  private readonly memo = new Map<string, LazyCompiled>();
  /** Referenced files of every source compiled or checked so far, by full-chunk id. */
  private readonly assetsById = new Map<string, EmittedAssets>();
  /** All of {@link assetsById} in one map (output path → source path), for lookups per request. */
  private readonly assetSources = new Map<string, string>();
  private readonly scopeBySource = new Map<string, string>();
  /** Chunks of the partials used as values by the sources compiled so far (JSON text by hash). */
  private readonly partialTexts = new Map<string, string>();

  /**
   * @param cache compiled Markdown by cache key (read and filled: hits skip the parse)
   * @param previous the content of the last compile, whose compiled sources are kept when
   *   their ids did not change
   */
  constructor(
    private input: SiteInput,
    sources: readonly ContentSource[],
    readonly cache: Map<string, CompiledMarkdown>,
    previous?: LazyContent,
  ) {
    // Docs give each source its own scope object around one shared permalink map.
    const scopeHashes = new Map<ReadonlyMap<string, string>, Map<string, string>>();
    for (const s of sources) {
      const paths = s.links.contentPaths.join('\u0000');
      let byPaths = scopeHashes.get(s.links.sourceToPermalink);
      if (!byPaths) scopeHashes.set(s.links.sourceToPermalink, (byPaths = new Map()));
      let scope = byPaths.get(paths);
      if (scope === undefined) {
        const h = createHash('sha256');
        for (const [k, v] of [...s.links.sourceToPermalink].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) h.update(`${k}\u0000${v}\u0000`);
        scope = h.update(paths).digest('hex');
        byPaths.set(paths, scope);
      }
      const id = lazyChunkId(s, input, scope);
      this.scopeBySource.set(s.source, scope);
      this.byId.set(id, s);
      this.idBySource.set(s.source, id);
      const kept = previous?.memo.get(id);
      if (kept) this.memo.set(id, kept);
      const assets = previous?.assetsById.get(id);
      if (assets) this.addAssets(id, assets);
    }
  }

  /**
   * Content whose chunk ids are already known (the dev server's start from a snapshot, see
   * `engine/dev-snapshot-store.ts`): as the constructor, without hashing any source, which
   * would read every body (0.6 s at 50,000 docs).
   *
   * @param columns every source's chunk id and link scope, as {@link idColumns} gave them for
   *   the same input and sources, in the order of `sources`
   * @throws Error when the columns do not have one entry per source
   */
  static restore(input: SiteInput, sources: readonly ContentSource[], cache: Map<string, CompiledMarkdown>, columns: LazyChunkIdColumns): LazyContent {
    const { ids, scopes, scopeOf } = columns;
    if (ids.length !== sources.length * CHUNK_ID_LENGTH || scopeOf.length !== sources.length) {
      throw new Error(`Internal error: the dev snapshot has chunk ids for ${scopeOf.length} sources, not ${sources.length}.`);
    }
    const lazy = new LazyContent(input, [], cache);
    sources.forEach((s, i) => {
      const id = ids.slice(i * CHUNK_ID_LENGTH, (i + 1) * CHUNK_ID_LENGTH);
      const scope = scopes[scopeOf[i]!];
      if (scope === undefined) throw new Error(`Internal error: the dev snapshot has no link scope for ${s.source}.`);
      lazy.scopeBySource.set(s.source, scope);
      lazy.byId.set(id, s);
      lazy.idBySource.set(s.source, id);
    });
    return lazy;
  }

  /**
   * The chunk id and link scope of each of `sources`, in their order (what {@link restore} takes).
   *
   * @throws Error when one of them is not a source of this content
   */
  idColumns(sources: readonly ContentSource[]): LazyChunkIdColumns {
    const scopeIndex = new Map<string, number>();
    const scopeOf = new Uint32Array(sources.length);
    const ids = sources.map((s, i) => {
      const id = this.idBySource.get(s.source);
      const scope = this.scopeBySource.get(s.source);
      if (id === undefined || scope === undefined) throw new Error(`${s.source} is not a content source of this site.`);
      if (id.length !== CHUNK_ID_LENGTH) throw new Error(`Internal error: chunk id ${id} is not ${CHUNK_ID_LENGTH} characters long.`);
      let index = scopeIndex.get(scope);
      if (index === undefined) scopeIndex.set(scope, (index = scopeIndex.size));
      scopeOf[i] = index;
      return id;
    });
    return { ids: ids.join(''), scopes: [...scopeIndex.keys()], scopeOf };
  }

  /**
   * The dev server's fast path: takes the new input and the sources whose bodies changed (same
   * source paths, same metadata; see `bodyOnlyEdit`) and gives them new ids. Earlier ids stay
   * readable (a page open before the edit may still ask for them).
   *
   * @returns old → new chunk ids of the sources whose id changed (excerpt ids of posts included)
   */
  edit(input: SiteInput, edited: readonly ContentSource[]): Map<string, string> {
    this.input = input;
    const renamed = new Map<string, string>();
    for (const s of edited) {
      const old = this.idBySource.get(s.source);
      const scope = this.scopeBySource.get(s.source);
      if (old === undefined || scope === undefined) throw new Error(`${s.source} is not a content source of this site.`);
      const id = lazyChunkId(s, input, scope);
      if (id === old) continue;
      this.byId.set(id, s);
      this.idBySource.set(s.source, id);
      renamed.set(old, id);
      if (s.kind === 'blog-post') renamed.set(`${old}${EXCERPT_SUFFIX}`, `${id}${EXCERPT_SUFFIX}`);
    }
    return renamed;
  }

  /** The graph's content map: placeholder chunk ids by source (posts also get an excerpt id). */
  refs(): Record<string, ContentRef> {
    const out: Record<string, ContentRef> = {};
    for (const [source, id] of [...this.idBySource].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const s = this.byId.get(id)!;
      out[source] = s.kind === 'blog-post' ? { chunk: id, excerpt: `${id}${EXCERPT_SUFFIX}` } : { chunk: id };
    }
    return out;
  }

  /** The placeholder chunk id of `source`, or undefined when it is not a content source. */
  idOf(source: string): string | undefined {
    return this.idBySource.get(source);
  }

  /** The source behind a chunk id (full or excerpt), or undefined. */
  sourceOf(id: string): ContentSource | undefined {
    return this.byId.get(id.endsWith(EXCERPT_SUFFIX) ? id.slice(0, -EXCERPT_SUFFIX.length) : id);
  }

  /** Every current source, in the order given. */
  sources(): ContentSource[] {
    return [...this.idBySource.values()].map((id) => this.byId.get(id)!);
  }

  /** Whether the chunk of `id` has been compiled already. */
  isCompiled(id: string): boolean {
    return this.memo.has(id.endsWith(EXCERPT_SUFFIX) ? id.slice(0, -EXCERPT_SUFFIX.length) : id);
  }

  /**
   * The page chunk of a placeholder id, compiled on first use and kept. An excerpt id gives
   * the excerpt chunk, or the full chunk when the post has no truncate marker.
   *
   * @throws Error for an unknown id; CompileError for invalid content (`markdown/invalid-mdx`,
   *   `content/missing-asset`), thrown again on every call until the source changes
   */
  chunk(id: string): PageChunk {
    const excerpt = id.endsWith(EXCERPT_SUFFIX);
    const r = this.compile(excerpt ? id.slice(0, -EXCERPT_SUFFIX.length) : id);
    return excerpt && r.excerpt ? r.excerpt : r.full;
  }

  /** Compiles (or returns the kept result of) the source of a full-chunk id. See {@link chunk}. */
  compile(id: string): LazyCompiled {
    const kept = this.memo.get(id);
    if (kept) return kept;
    const { source, r } = this.render(id);
    const ref = r.content[source]!;
    const text = (hash: string): PageChunk => {
      const file = r.chunks.find((c) => c.path === `chunks/${hash}.json`)!;
      return JSON.parse(typeof file.content === 'string' ? file.content : Buffer.from(file.content).toString('utf8')) as PageChunk;
    };
    const result: LazyCompiled = { full: text(ref.chunk), excerpt: ref.excerpt ? text(ref.excerpt) : null, emittedAssets: r.emittedAssets, compiled: r.compiled.get(source)! };
    this.memo.set(id, result);
    return result;
  }

  /**
   * The Markdown result of the source of a full-chunk id, for checks (warnings, links): as
   * {@link compile}, but its page chunks are not kept, so checking every page of a large site
   * does not hold every page's parsed chunk. Its referenced files are kept (see
   * {@link emittedAssets}).
   *
   * @throws as {@link compile}
   */
  check(id: string): CompiledMarkdown {
    const kept = this.memo.get(id);
    if (kept) return kept.compiled;
    const { source, r } = this.render(id);
    return r.compiled.get(source)!;
  }

  /** Renders the source of a full-chunk id through the cache (filled with what it parsed) and records its referenced files. */
  private render(id: string): { source: string; r: ReturnType<typeof renderContent> } {
    const s = this.byId.get(id);
    if (!s) throw new Error(`No content source has the chunk id ${id}.`);
    const r = renderContent([s], { config: this.input.config, files: this.input.files, assets: this.input.assets, cache: this.cache });
    for (const [k, v] of r.cacheEntries) this.cache.set(k, v);
    this.addAssets(id, r.emittedAssets);
    for (const [hash, text] of Object.entries(r.compiled.get(s.source)?.partialChunks ?? {})) this.partialTexts.set(hash, text);
    return { source: s.source, r };
  }

  /**
   * The JSON text of the chunk of a Markdown partial used as a value (`PartialUse.chunk`), made
   * by a source compiled or checked so far; undefined for any other hash.
   */
  partialChunkText(hash: string): string | undefined {
    return this.partialTexts.get(hash);
  }

  private addAssets(id: string, assets: EmittedAssets): void {
    this.assetsById.set(id, assets);
    for (const [out, from] of assets) this.assetSources.set(out, from);
  }

  /**
   * Compiles the source of a chunk id again, past the cache and the kept results, and drops
   * the result (invalid content included: it shows when requested). The dev server runs it
   * when idle so that the first edit runs on optimised code: on a fully cached site nothing
   * else runs the Markdown parser.
   */
  warm(id: string): void {
    const s = this.sourceOf(id);
    if (!s) return;
    try {
      renderContent([s], { config: this.input.config, files: this.input.files, assets: this.input.assets, cache: new Map() });
    } catch {
      // Reported when the page is requested and by the background check.
    }
  }

  /** Referenced local files of every source compiled or checked so far: output path → source path. */
  emittedAssets(): ReadonlyMap<string, string> {
    return this.assetSources;
  }
}

/** The placeholder id of a source: its Markdown cache key and its link scope, hashed. */
function lazyChunkId(s: ContentSource, input: SiteInput, scope: string): string {
  // Remembered for the source: the search for uncached bodies asks for the same key.
  const key = sourceCacheKey(s, input.config);
  return createHash('sha256').update(key).update('\u0000').update(scope).digest('hex').slice(0, CHUNK_ID_LENGTH);
}
