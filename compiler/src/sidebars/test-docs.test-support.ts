/**
 * Small in-memory doc fixtures for the sidebars tests (not used by the compiler): builds a
 * `DocMetadataBase` from a source path relative to the content folder, the way the docs stage
 * derives id, folder, position and permalink for the simple cases (no front matter id/slug).
 */

import type { DocMetadataBase } from '../docs/doc-metadata.js';
import { numberPrefixParserFor } from '../docs/number-prefix.js';
import type { VersionSidebarsInput } from './compile-version-sidebars.js';

/** Options of {@link makeDoc}. */
export interface MakeDocOptions {
  /** Front matter of the doc (also read for `id`, `title`, `sidebar_position`, `unlisted`). */
  frontMatter?: Record<string, unknown>;
  /** Content folder (default `docs`). */
  contentPath?: string;
  /** Version path (default `/docs`). */
  versionPath?: string;
}

/**
 * `makeDoc('02-guides/01-intro.md')` → id `guides/intro`, sourceDirName `02-guides`,
 * sidebarPosition 1, permalink `/docs/guides/intro`, title `intro` unless front matter says.
 */
export function makeDoc(relPath: string, options: MakeDocOptions = {}): DocMetadataBase {
  const fm = options.frontMatter ?? {};
  const contentPath = options.contentPath ?? 'docs';
  const parse = numberPrefixParserFor(true);
  const slash = relPath.lastIndexOf('/');
  const dir = slash === -1 ? '.' : relPath.slice(0, slash);
  const file = relPath.slice(slash + 1).replace(/\.mdx?$/, '');
  const parsedFile = parse(file);
  const dirId = dir === '.' ? '' : `${dir.split('/').map((s) => parse(s).filename).join('/')}/`;
  const id = `${dirId}${(fm.id as string | undefined) ?? parsedFile.filename}`;
  const position = (fm.sidebar_position as number | undefined) ?? parsedFile.numberPrefix;
  return {
    id,
    version: 'current',
    title: (fm.title as string | undefined) ?? parsedFile.filename,
    description: '',
    source: `${contentPath}/${relPath}`,
    sourceDirName: dir,
    slug: `/${id}`,
    permalink: `${options.versionPath ?? '/docs'}/${id}`,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    editUrl: null,
    tags: [],
    sidebarPosition: position,
    frontMatter: fm,
  };
}

/** A {@link VersionSidebarsInput} with defaults (no drafts, no files, `/docs`, collapsed + collapsible). */
export function makeInput(overrides: Partial<VersionSidebarsInput> & Pick<VersionSidebarsInput, 'docs'>): VersionSidebarsInput {
  return {
    versionName: 'current',
    draftIds: [],
    files: new Map(),
    contentPath: 'docs',
    sidebars: undefined,
    sidebarFilePath: 'sidebars.json',
    versionPath: '/docs',
    options: { sidebarCollapsed: true, sidebarCollapsible: true, numberPrefixParser: true },
    ...overrides,
  };
}
