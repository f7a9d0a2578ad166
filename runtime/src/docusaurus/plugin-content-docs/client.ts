/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks ejected theme components call. A
 * site's installed package is never bundled (it needs Docusaurus's generated modules); this
 * module stands in for it, over the doc page's data as the graph decided it.
 */
import { useCurrentDoc } from '../../docs/current-doc.js';
import { useDocsVersion as useDocsVersionRoot } from '../../docs/DocsVersionRoot.js';
import type { DocData, DocsVersionData, ThemeFrontMatter } from '../../data/site-data.js';
import { flattenToc } from '../../toc/toc-shape.js';

/** The doc data fields `useDoc().metadata` has, under Docusaurus's names. */
const METADATA_KEYS = ['id', 'title', 'description', 'permalink', 'version', 'editUrl', 'lastUpdatedAt', 'lastUpdatedBy', 'tags', 'previous', 'next', 'sidebar', 'unlisted', 'frontMatter'] as const;

/**
 * Docusaurus's `useDoc().metadata`, from the doc's data file: `version` is the docs version's
 * name (`current` for the unversioned docs), `lastUpdatedAt` in milliseconds since the epoch.
 */
export type DocMetadata = Pick<DocData, (typeof METADATA_KEYS)[number]>;

/** Docusaurus's `useDoc()` value: the doc's metadata, front matter and table of contents. */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: ThemeFrontMatter;
  /** Every heading of the doc (levels 2 to 6), before the level filter of its TOC. */
  toc: readonly { value: string; id: string; level: number }[];
  contentTitle: string | undefined;
  assets: { image?: string };
}

/** `useDoc().metadata` of a doc's data. */
export function docMetadata(doc: DocData): DocMetadata {
  return Object.fromEntries(METADATA_KEYS.map((key) => [key, doc[key]])) as DocMetadata;
}

/**
 * `useDoc()`: the displayed doc, as Docusaurus's (`metadata`, `frontMatter`, `toc`,
 * `contentTitle`, `assets`). `frontMatter` is the doc's whole front matter as the graph keeps
 * it, site-specific keys included (those the theme reads, `hide_title`, TOC levels, `keywords`,
 * `image`…, typed).
 * @throws Error outside a doc page, as Docusaurus's hook throws outside its provider
 */
export function useDoc(): DocContextValue {
  const doc = useCurrentDoc();
  if (!doc) throw new Error('useDoc() of @docusaurus/plugin-content-docs/client was called outside a doc page (it reads the displayed doc).');
  return {
    metadata: docMetadata(doc),
    frontMatter: doc.frontMatter,
    toc: flattenToc(doc.content.toc),
    contentTitle: doc.content.contentTitle ?? undefined,
    assets: doc.frontMatter.image ? { image: doc.frontMatter.image } : {},
  };
}

/**
 * `useDocsVersion()`: the displayed docs version (`name`, `label`, `banner`, `badge`,
 * `className`, `noIndex`) as the graph decided it; unlike Docusaurus's it names the version
 * `name` (not `version`) and has no `docs` map.
 * @throws Error outside docs, as Docusaurus's hook throws outside its provider
 */
export function useDocsVersion(): DocsVersionData {
  const version = useDocsVersionRoot();
  if (!version) throw new Error('useDocsVersion() of @docusaurus/plugin-content-docs/client was called outside the docs (it reads the displayed docs version).');
  return version;
}
