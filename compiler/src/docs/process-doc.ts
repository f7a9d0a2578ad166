import path from 'node:path/posix';
import type { DocsOptions } from '../config/index.js';
import { callEditUrl, type EditUrlCall } from '../config/edit-url-function.js';
import { fail, type Diagnostic } from '../diagnostics/index.js';
import type { FileHistory } from '../content/file-history.js';
import { resolveLastUpdate } from '../frontmatter/last-update.js';
import { unknownFrontMatterKeyWarnings } from '../frontmatter/unknown-keys.js';
import type { FileMemo } from '../memo/index.js';
import { normalizeFrontMatterTags, normalizeUrl, type TagsFile } from '../tags/index.js';
import type { DocMetadataBase } from './doc-metadata.js';
import { readDocFile } from './doc-file-meta.js';
import { numberPrefixParserFor, stripPathNumberPrefixes } from './number-prefix.js';
import { docSlug } from './slug.js';
import { DOC_FRONT_MATTER_KEYS, frontMatterKeyLine } from './front-matter.js';
import type { VersionMetadata } from './version-metadata.js';

/** One doc file to process. */
export interface DocFile {
  /** Path relative to the version's content folder, e.g. `02-getting-started/01-installation.md`. */
  source: string;
  /** The file's text. */
  text: string;
}

/** A doc's Markdown body for the content stage: the text after its front matter, trimmed. */
export interface DocBody {
  content: string;
  /** Lines before `content` in the file. */
  bodyLineOffset: number;
}

/** Context shared by every doc of a version. */
export interface DocContext {
  version: VersionMetadata;
  options: DocsOptions;
  /** The version's predefined tags, or null. */
  tagsFile: TagsFile | null;
  /** `production` honours `draft` and `unlisted`; `development` treats every doc as listed. */
  mode: 'production' | 'development';
  /** Per-file results of earlier compiles (front matter, title, excerpt); none when absent. */
  memo?: FileMemo;
  /** Commit history by site-relative path (`SiteInput.fileHistory`): last-update data. */
  fileHistory?: ReadonlyMap<string, FileHistory>;
  /** The instance's `editUrl` when it is a function (`SiteInput.editUrlFunctions`), and the locale built. */
  editUrl?: EditUrlCall;
}

/**
 * Computes a doc's metadata from its file, as Docusaurus 3.7.0's `processDocMetadata`:
 * - id: front matter `id` (no `/` allowed) or the file name, number prefix stripped (unless
 *   `parse_number_prefixes: false` or `numberPrefixParser: false`), prefixed by its folder path
 *   with prefixes stripped the same way;
 * - slug and permalink (version path + slug), see {@link docSlug};
 * - title: front matter, else the content's leading h1, else the base id;
 * - description: front matter, else the excerpt, else `''`;
 * - sidebar position: front matter, else the file's number prefix;
 * - draft/unlisted from front matter in production only; tags normalised under the version's
 *   tags path; edit URL from `custom_edit_url` (null disables), else the `editUrl` function's
 *   result for the doc, else the version edit URL + path;
 * - last update from front matter `last_update`, else the file's last commit ({@link resolveLastUpdate}).
 *
 * @returns the doc and its warnings (inline tags, misspelt front matter keys)
 * @throws CompileError for malformed or invalid front matter, an id containing `/`
 *   (`docs/invalid-id`), an invalid slug, inline tags with `onInlineTags: throw`, or an
 *   `editUrl` function that throws (`config/edit-url-failed`)
 */
export function processDoc(docFile: DocFile, ctx: DocContext): { doc: DocMetadataBase; body: DocBody; diagnostics: Diagnostic[] } {
  const { version, options } = ctx;
  const file = version.contentPath === '.' ? docFile.source : `${version.contentPath}/${docFile.source}`;
  const parsed = readDocFile(docFile.text, file, ctx.memo);
  const { frontMatter, contentTitle, excerpt } = parsed;

  const parseNumberPrefixes = frontMatter.parse_number_prefixes ?? true;
  const parser = numberPrefixParserFor(options.numberPrefixParser);
  const fileName = path.basename(docFile.source, path.extname(docFile.source));
  const sourceDirName = path.dirname(docFile.source);
  const { filename: unprefixedName, numberPrefix } = parseNumberPrefixes ? parser(fileName) : { filename: fileName, numberPrefix: undefined };

  const baseId = frontMatter.id ?? unprefixedName;
  if (baseId.includes('/')) {
    fail('docs/invalid-id', `Doc id "${baseId}" cannot include a slash; use the file's folder to group docs instead.`, { file });
  }
  const dirPrefix = sourceDirName === '.' ? '' : parseNumberPrefixes ? stripPathNumberPrefixes(sourceDirName, parser) : sourceDirName;
  const id = [dirPrefix, baseId].filter(Boolean).join('/');

  const slug = docSlug({
    baseId,
    frontMatterSlug: frontMatter.slug,
    source: docFile.source,
    sourceDirName,
    stripDirNumberPrefixes: parseNumberPrefixes,
    numberPrefixParser: parser,
    file,
  });
  const permalink = normalizeUrl([version.path, slug]);
  const production = ctx.mode === 'production';

  const { tags, diagnostics } = normalizeFrontMatterTags({
    frontMatterTags: frontMatter.tags,
    tagsBasePath: version.tagsPath,
    tagsFile: ctx.tagsFile,
    source: docFile.source,
    file,
    onInlineTags: options.onInlineTags,
  });

  const editUrl =
    frontMatter.custom_edit_url !== undefined
      ? frontMatter.custom_edit_url
      : ctx.editUrl
        ? callEditUrl(
            ctx.editUrl.fn,
            { version: version.name, versionDocsDirPath: version.contentPath === '.' ? '' : version.contentPath, docPath: docFile.source, permalink, locale: ctx.editUrl.locale },
            file,
          )
        : version.editUrl
          ? normalizeUrl([version.editUrl, docFile.source])
          : null;

  const doc: DocMetadataBase = {
    id,
    version: version.name,
    title: frontMatter.title ?? contentTitle ?? baseId,
    description: frontMatter.description ?? excerpt ?? '',
    source: file,
    sourceDirName,
    slug,
    permalink,
    draft: production && (frontMatter.draft ?? false),
    unlisted: production && (frontMatter.unlisted ?? false),
    editUrl,
    tags,
    sidebarPosition: frontMatter.sidebar_position ?? numberPrefix,
    frontMatter: parsed.jsonFrontMatter,
  };
  Object.assign(doc, resolveLastUpdate(frontMatter.last_update, ctx.fileHistory?.get(file), options));
  const keyWarnings = unknownFrontMatterKeyWarnings(frontMatter, DOC_FRONT_MATTER_KEYS, file, (key) => frontMatterKeyLine(docFile.text, key));
  return { doc, body: { content: parsed.content, bodyLineOffset: parsed.bodyLineOffset }, diagnostics: [...diagnostics, ...keyWarnings] };
}
