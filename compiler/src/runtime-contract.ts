import type { PageChunk, SearchRecord, SiteGraph } from './graph/index.js';
import type { OutputFile } from './output/index.js';
import type { Diagnostic } from './diagnostics/index.js';

// The contract between the `sitegraph` CLI and `@sitegraph/runtime`, declared once, here: the
// CLI loads the runtime by name on demand and calls it through {@link RuntimeApi}; the runtime
// imports these types from `@sitegraph/compiler` and its exports are type-checked against them.

/**
 * Page content compiled on demand (the dev server's lazy graph): the graph's `content` holds
 * ids that only this object turns into chunks.
 */
export interface DevContent {
  /** The page chunk of a chunk id of the graph. Throws CompileError when its Markdown does not compile. */
  chunk(id: string): PageChunk;
  /**
   * The JSON text of the chunk of a Markdown partial used as a value (`PartialUse.chunk`), made by
   * a page compiled so far (its page module imports it), or undefined.
   */
  partialChunkText?(hash: string): string | undefined;
  /** A file referenced by compiled content (`assets/files/…`), or undefined. */
  file(path: string): string | Uint8Array | undefined;
  /** The site's search index as the content is now. */
  search?: DevSearchIndex;
  /** The start snapshot's room for the runtime's own data (first compile only; see {@link DevSnapshotAttachment}). */
  snapshot?: DevSnapshotAttachment;
}

/**
 * Bytes kept in a file and read from it on demand (the start snapshot's attachment): a restored
 * start reads only the ranges it uses. The file stays open for the session.
 */
export interface StoredBytes {
  /** How many bytes there are. */
  readonly length: number;
  /**
   * The bytes from `start` (included) to `end` (excluded), 0 ≤ start ≤ end ≤ length.
   *
   * @throws RangeError for a range outside the bytes; Error when the file cannot be read
   */
  read(start: number, end: number): Uint8Array;
}

/**
 * Bytes the runtime keeps in the dev server's start snapshot beside the compiler's state, for
 * what it derives from the first compile's graph (its data plan). The compiler stores and
 * returns them as they are; the runtime checks they are its own (code, year) before use.
 */
export interface DevSnapshotAttachment {
  /**
   * What was attached to the snapshot this compile was restored from, if it was and had any:
   * read from the snapshot file as the runtime asks for ranges of it (at 50,000 docs most of its
   * 80 MB are data file texts that a session mostly never reads).
   */
  restored?: StoredBytes;
  /** Gives the bytes to save with this compile's snapshot: called when the snapshot is saved, if ever. */
  attach(make: () => Uint8Array): void;
}

/** The search index of the dev server ({@link DevContent.search}). */
export interface DevSearchIndex {
  /** The index name (a build's `graph.search.indices[0].name`). */
  name: string;
  /**
   * Every record. The first call compiles every searchable page; later calls recompute only
   * the pages that changed, and return the same array while nothing did.
   */
  records(): readonly SearchRecord[];
}

/**
 * What the dev server's `compile` returns after a change: the graph and the compiler's files
 * (chunks, feeds), and with `content` a graph whose chunks are compiled on request.
 */
export interface DevCompileResult {
  graph: SiteGraph;
  files: readonly OutputFile[];
  content?: DevContent;
  /**
   * Error diagnostics of the changed files whose page content does not compile (checked at
   * once, so the dev server can show them on open pages); absent or empty when all compile.
   */
  errors?: readonly Diagnostic[];
}

/**
 * What the dev server's `compile` returns when only page bodies changed: old → new chunk ids
 * of the same {@link DevContent}. The server swaps the affected data files and the manifest.
 */
export interface DevContentEdit {
  kind: 'content-edit';
  renamed: ReadonlyMap<string, string>;
  /** Milliseconds of the compile's own steps by name (logged with `verbose`). */
  timings?: Readonly<Record<string, number>>;
  /** Error diagnostics of the edited pages whose content does not compile (see {@link DevCompileResult.errors}). */
  errors?: readonly Diagnostic[];
}

/** The part of `@sitegraph/runtime` the CLI calls (see runtime/README.md). */
export interface RuntimeApi {
  /** Bundles the client and prerenders every route of `graph` into `outDir`. */
  buildSite(options: {
    graph: SiteGraph;
    files?: readonly OutputFile[];
    /** The compiler's files staged in a folder (`output/stage-files`) instead of `files`: moved into the site. */
    filesDir?: string;
    outDir: string;
    /** The site folder: the output must not overlap it (see `safety/output-guard`). */
    siteDir?: string;
    /** Content folders the output must not overlap either. */
    contentDirs?: readonly string[];
    /** Replace a non-empty `outDir` that sitegraph did not write. */
    force?: boolean;
    /** Threads the prerender may use (`--jobs`). */
    jobs?: number;
    /** Which text files get precompressed copies, by path relative to the site (default: all). */
    precompress?: (rel: string) => boolean;
    /** A full garbage collection, called once the data plan is written and again after bundling from scratch (see `BuildOptions.collectGarbage`). */
    collectGarbage?: () => void;
    /** Keep going when a page's prerender throws: the page renders in the browser and its error is in `diagnostics`. */
    continueOnError?: boolean;
    log?: (m: string) => void;
  }): Promise<{
    pages: number;
    warnings: string[];
    /** Errors of pages whose prerender failed (with `continueOnError`). */
    diagnostics?: Diagnostic[];
    timings: Record<string, number>;
  }>;
  /** Serves a built site. */
  serveSite(options: { dir: string; port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
  /** Starts the development server; `compile` is called at start (null) and with the changed paths after each change. */
  startDevServer(options: {
    siteDir: string;
    port?: number;
    host?: string;
    compile: (changed: readonly string[] | null) => Promise<DevCompileResult | DevContentEdit>;
    onFirstPage?: () => void;
    log?: (m: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
}
