import type { PageChunk, RouteNode, SiteGraph } from './graph-types.js';
import type { PageModuleSource } from './page-module-source.js';
import type { BlogListMetadata, ContentData, DataFile, ManifestRoute, ShellData, ViewKind } from './site-data.js';
import {
  blogArchiveData,
  blogAuthor,
  blogAuthorsListData,
  blogPostData,
  blogSidebarData,
  blogTagsListData,
  indexBlogPlugin,
  listItems,
  listMetadata,
  type BlogPluginIndex,
} from './blog-data.js';
import { dataId } from './data-id.js';
import { contentOfChunk, contentOfChunkText } from './content-text.js';
import { hasLazyContent, lazyContentMarker, lazyPlannedFile } from './lazy-file.js';
import {
  docData,
  docTagData,
  docTagsListData,
  docsSidebarData,
  docsVersionData,
  generatedIndexData,
  indexDocsPlugin,
  type DocsPluginIndex,
} from './docs-data.js';
import { arr, obj, str, strOrNull } from './json-access.js';
import { shellData } from './shell-data.js';
import { themeFrontMatter } from './theme-front-matter.js';

/** Inputs of {@link planSiteData}. */
export interface PlanInput {
  graph: SiteGraph;
  /** Returns the page chunk `chunks/<hash>.json`; may throw when it does not exist. */
  readChunk(hash: string): PageChunk;
  /** Year shown by the footer's `{year}` copyright token. */
  buildYear: number;
  /**
   * Dev server: plan without reading chunks. Data files that embed content are planned with
   * markers (their ids hash the markers' chunk ids) and read their chunks on first access
   * (see `lazy-file.ts`); a chunk that fails throws from that access instead of a warning.
   */
  lazyContent?: boolean;
  /**
   * Build: data files are streamed, not held. Content is cut out of each chunk's JSON text
   * (`readChunkText`, never parsed) and spliced into the files' texts; each new file's text goes
   * to `emit` as soon as it is planned, and `files` keeps what `emit` returns (e.g. a file read
   * back from disk when used). A chunk that cannot be read gives a warning and empty content.
   */
  stream?: { readChunkText(hash: string): string; emit(id: string, text: string): PlannedFile };
}

/** One page to prerender. */
export interface PlannedPage {
  /** URL path, baseUrl included (as in the route table). */
  path: string;
  /** Matched routes outermost first, without their children. */
  chain: ManifestRoute[];
  /** Not for search engines (unlisted content, noIndex versions or site). */
  noIndex: boolean;
}

/** A data file: its JSON text (what is written) and value (what the server render reads). */
export interface PlannedFile {
  text: string;
  value: DataFile;
  /** Lazily planned files only: the JSON text with content markers that gave the id. */
  planned?: string;
  /**
   * Lazily planned files that know their markers without `planned` (a plan read back from the
   * start snapshot, whose texts stay bytes until used): `lazyContentHashes(planned)`.
   */
  chunkHashes?: () => string[];
}

/** Everything the runtime needs from a graph, as files and pages. */
export interface SitePlan {
  shell: ShellData;
  manifest: ManifestRoute[];
  /** Data files by id (the manifest included). */
  files: Map<string, PlannedFile>;
  /** Leaf routes in router order. */
  pages: PlannedPage[];
  /** The not-found page (`<baseUrl>404.html`). */
  notFound: PlannedPage;
  /** Problems found (missing content or data); the affected pages render empty content. */
  warnings: string[];
  /**
   * The module imports of each page whose MDX imports code, by source, in source order: the
   * bundler makes each page a module of its own (absent when content is planned lazily: the
   * dev server, whose pages do not load such modules yet).
   */
  mdxModules?: Map<string, PageModuleSource>;
}

/** A content marker of `lazyContentMarker` in a JSON text; the group is the chunk hash. */
const LAZY_MARKER = /\{"\$chunk":"([^"]+)"\}/g;

const EMPTY_CONTENT: ContentData = { body: { type: 'root', children: [] }, toc: [], contentTitle: null };

function pluginId(route: RouteNode): string {
  const at = route.plugin.lastIndexOf('@');
  return at >= 0 ? route.plugin.slice(at + 1) : 'default';
}

/**
 * Derives the runtime's data from a site graph: the shell, the route manifest, one data file per
 * route (content of its page chunk embedded) and shared sidebar files, and the list of pages to
 * prerender. Pure apart from `readChunk`; deterministic (file ids are content hashes).
 */
export function planSiteData(input: PlanInput): SitePlan {
  const { graph } = input;
  const warnings: string[] = [];
  const files = new Map<string, PlannedFile>();
  const { stream } = input;
  // Streaming: content JSON texts of the chunks of the file being planned (markers stand for them).
  const contentTexts = new Map<string, string>();
  const addFile = (value: DataFile): string => {
    let text = JSON.stringify(value);
    if (stream && hasLazyContent(text)) {
      const used: string[] = [];
      text = text.replace(LAZY_MARKER, (_, hash: string) => {
        used.push(hash);
        return contentTexts.get(hash)!;
      });
      // Dropped once spliced (a chunk used again, like an excerpt, is cut out again).
      for (const hash of used) contentTexts.delete(hash);
    }
    const id = dataId(text);
    if (!files.has(id)) {
      if (stream) files.set(id, stream.emit(id, text));
      else files.set(id, input.lazyContent && hasLazyContent(text) ? lazyPlannedFile(text, value, input.readChunk) : { text, value });
    }
    return id;
  };

  const docsPlugins = Object.keys(graph.docs)
    .sort()
    .map((id) => indexDocsPlugin(id, graph.docs[id]));
  const docsById = new Map(docsPlugins.map((p) => [p.pluginId, p]));
  const blogs = new Map<string, BlogPluginIndex>(Object.keys(graph.blog).map((id) => [id, indexBlogPlugin(id, graph.blog[id])]));

  const chunkCache = new Map<string, ContentData>();
  const mdxModules = new Map<string, PageModuleSource>();
  const chunk = (hash: string, source: string): ContentData => {
    if (input.lazyContent) return lazyContentMarker(hash);
    if (stream) {
      if (chunkCache.get(hash) === EMPTY_CONTENT) return EMPTY_CONTENT;
      if (!contentTexts.has(hash)) {
        try {
          const { json, module } = contentOfChunkText(stream.readChunkText(hash));
          contentTexts.set(hash, json);
          if (module) mdxModules.set(source, module);
        } catch (error) {
          warnings.push(`Content chunk ${hash} of ${source} could not be read: ${(error as Error).message}`);
          chunkCache.set(hash, EMPTY_CONTENT);
          return EMPTY_CONTENT;
        }
      }
      return lazyContentMarker(hash);
    }
    let c = chunkCache.get(hash);
    if (!c) {
      try {
        const raw = input.readChunk(hash);
        c = contentOfChunk(raw);
        if (raw.moduleImports) mdxModules.set(raw.source, { imports: raw.moduleImports, ...(raw.code ? { code: raw.code } : {}) });
      } catch (error) {
        warnings.push(`Content chunk ${hash} of ${source} could not be read: ${(error as Error).message}`);
        c = EMPTY_CONTENT;
      }
      chunkCache.set(hash, c);
    }
    return c;
  };
  const content = (source: string, excerpt = false): ContentData => {
    const ref = graph.content[source];
    if (!ref) {
      warnings.push(`No content for ${source}`);
      return EMPTY_CONTENT;
    }
    return chunk(excerpt && ref.excerpt ? ref.excerpt : ref.chunk, source);
  };
  const excerptOf = (post: Record<string, unknown>): ContentData => content(str(post.source), true);

  const sidebarFiles = new Map<string, string>();
  const docsSidebarFile = (plugin: DocsPluginIndex, version: string, name: string | null | undefined): string | undefined => {
    const v = plugin.byName.get(version);
    if (!name || !v || !v.sidebars.has(name)) return undefined;
    const key = `docs\u0000${plugin.pluginId}\u0000${version}\u0000${name}`;
    let id = sidebarFiles.get(key);
    if (!id) {
      id = addFile(docsSidebarData(v, name));
      sidebarFiles.set(key, id);
    }
    return id;
  };
  const blogSidebarFile = (blog: BlogPluginIndex): string | undefined => {
    const key = `blog\u0000${blog.pluginId}`;
    if (sidebarFiles.has(key)) return sidebarFiles.get(key) || undefined;
    const data = blogSidebarData(blog);
    const id = data ? addFile(data) : '';
    sidebarFiles.set(key, id);
    return id || undefined;
  };

  /** The route's pagination (the compiler's `listMetadata`); a warning and a one-page stand-in when absent. */
  const paginationOf = (route: RouteNode, count: number): BlogListMetadata => {
    const m = listMetadata(route);
    if (m) return m;
    warnings.push(`No listMetadata for the list page ${route.path}`);
    return { permalink: route.path, page: 1, postsPerPage: count, totalPages: 1, totalCount: count, previousPage: null, nextPage: null, blogTitle: '', blogDescription: '' };
  };

  const pages: PlannedPage[] = [];
  const noIndexSite = graph.site.noIndex;

  const visit = (route: RouteNode, chain: ManifestRoute[], noIndex: boolean): ManifestRoute => {
    const id = pluginId(route);
    const shows = route.shows;
    const entry: ManifestRoute = { path: route.path, exact: route.exact, view: 'not-found' };
    let unlisted = false;
    const docs = docsById.get(id);
    const blog = blogs.get(id);
    const view = (v: ViewKind): void => {
      entry.view = v;
    };
    switch (shows.kind) {
      case 'docs-root':
        view('docs-root');
        break;
      case 'docs-version': {
        view('docs-version');
        const version = docs?.byName.get(shows.version);
        if (docs && version) {
          entry.data = addFile(docsVersionData(docs, version));
          if (version.raw.noIndex === true) noIndex = true;
        } else warnings.push(`Unknown docs version ${id}/${shows.version} at ${route.path}`);
        break;
      }
      case 'docs-version-sidebar-root':
        view('docs-sidebar-root');
        break;
      case 'doc': {
        view('doc');
        const version = docs?.byName.get(shows.version);
        const doc = version?.docsById.get(shows.docId);
        if (docs && version && doc) {
          const sidebar = route.sidebar ?? null;
          entry.data = addFile(docData(docs, version, doc, sidebar, content(shows.source)));
          entry.sidebar = docsSidebarFile(docs, shows.version, sidebar);
          unlisted = doc.unlisted === true;
        } else warnings.push(`Unknown doc ${id}/${shows.version}/${shows.docId} at ${route.path}`);
        break;
      }
      case 'docs-category-generated-index': {
        view('doc-generated-index');
        const version = docs?.byName.get(shows.version);
        if (docs && version) {
          const data = generatedIndexData(version, route.path, route.sidebar ?? null);
          entry.data = addFile(data);
          entry.sidebar = docsSidebarFile(docs, shows.version, data.sidebar);
        }
        break;
      }
      case 'docs-tags-list': {
        view('doc-tags-list');
        const version = docs?.byName.get(shows.version);
        if (version) entry.data = addFile(docTagsListData(version));
        break;
      }
      case 'docs-tag': {
        view('doc-tag');
        const version = docs?.byName.get(shows.version);
        if (version) entry.data = addFile(docTagData(version, shows.label, route.path, shows.docIds));
        break;
      }
      case 'blog-list': {
        view('blog-list');
        if (blog) {
          entry.data = addFile({
            view: 'blog-list',
            pluginId: id,
            metadata: paginationOf(route, shows.postIds.length),
            items: listItems(blog, shows.postIds, excerptOf),
            sidebar: blogSidebarFile(blog) !== undefined,
          });
          entry.sidebar = blogSidebarFile(blog);
        }
        break;
      }
      case 'blog-post': {
        view('blog-post');
        const post = blog?.postsById.get(shows.postId);
        if (blog && post) {
          entry.data = addFile(blogPostData(blog, post, content(shows.source)));
          entry.sidebar = blogSidebarFile(blog);
          unlisted = post.unlisted === true;
        } else warnings.push(`Unknown blog post ${id}/${shows.postId} at ${route.path}`);
        break;
      }
      case 'blog-archive':
        view('blog-archive');
        if (blog) entry.data = addFile(blogArchiveData(blog, shows.postIds));
        break;
      case 'blog-tags-list':
        view('blog-tags-list');
        if (blog) {
          entry.data = addFile(blogTagsListData(blog));
          entry.sidebar = blogSidebarFile(blog);
        }
        break;
      case 'blog-tag': {
        view('blog-tag');
        if (blog) {
          const tag = arr(blog.raw.tags).map(obj).find((t) => str(t.label) === shows.label) ?? {};
          const metadata = paginationOf(route, shows.postIds.length);
          const count = arr(tag.items).length || metadata.totalCount;
          unlisted = tag.unlisted === true;
          entry.data = addFile({
            view: 'blog-tag',
            pluginId: id,
            tag: {
              label: shows.label,
              permalink: str(tag.permalink, route.path),
              description: strOrNull(tag.description),
              count,
              allTagsPath: str(blog.raw.tagsListPath),
            },
            metadata,
            items: listItems(blog, shows.postIds, excerptOf),
          });
          entry.sidebar = blogSidebarFile(blog);
        }
        break;
      }
      case 'blog-authors-list':
        view('blog-authors-list');
        if (blog) {
          entry.data = addFile(blogAuthorsListData(blog, shows.authors, route.postCounts ?? {}));
          entry.sidebar = blogSidebarFile(blog);
        }
        break;
      case 'blog-author': {
        view('blog-author');
        if (blog) {
          const metadata = paginationOf(route, shows.postIds.length);
          entry.data = addFile({
            view: 'blog-author',
            pluginId: id,
            author: { ...blogAuthor(blog.authorsByKey.get(shows.author) ?? { key: shows.author, name: shows.author }), count: metadata.totalCount },
            metadata,
            items: listItems(blog, shows.postIds, excerptOf),
          });
          entry.sidebar = blogSidebarFile(blog);
        }
        break;
      }
      case 'page': {
        if (shows.pageType === 'jsx') {
          view('jsx-page');
          entry.module = shows.source;
        } else {
          view('mdx-page');
          const page = (graph.pages[id] ?? []).find((p) => p.source === shows.source);
          unlisted = page?.unlisted === true;
          entry.data = addFile({
            view: 'mdx-page',
            permalink: route.path,
            title: page?.title ?? null,
            description: page?.description ?? null,
            frontMatter: themeFrontMatter(page?.frontMatter),
            content: content(shows.source),
          });
        }
        break;
      }
      case 'not-found':
        view('not-found');
        break;
    }
    if (!entry.sidebar) delete entry.sidebar;
    // A route without children is its own chain link (the same object in the manifest and in its
    // page's chain: 50,000 fewer objects at 50,000 docs, and a smaller dev start snapshot); one
    // with children is copied before they are added. Manifests are never mutated.
    const self: ManifestRoute = route.routes?.length ? { ...entry } : entry;
    const nextChain = [...chain, self];
    if (route.routes?.length) {
      entry.routes = route.routes.map((child) => visit(child, nextChain, noIndex));
    } else if (route.exact || !route.routes) {
      pages.push({ path: route.path, chain: nextChain, noIndex: noIndexSite || noIndex || unlisted });
    }
    return entry;
  };

  const manifest = graph.routes.map((r) => visit(r, [], false));
  const manifestId = addFile({ view: 'manifest', routes: manifest });
  const base = graph.site.baseUrl.endsWith('/') ? graph.site.baseUrl : `${graph.site.baseUrl}/`;
  return {
    shell: shellData(graph, docsPlugins, input.buildYear, manifestId),
    manifest,
    files,
    pages,
    notFound: { path: `${base}404.html`, chain: [{ path: `${base}404.html`, exact: true, view: 'not-found' }], noIndex: true },
    warnings,
    mdxModules: new Map([...mdxModules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}
