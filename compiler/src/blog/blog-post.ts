import type { FileHistory } from '../content/file-history.js';
import { callEditUrl, type BlogEditUrlParams, type EditUrlCall } from '../config/edit-url-function.js';
import { fail, type Diagnostic } from '../diagnostics/index.js';
import { resolveLastUpdate } from '../frontmatter/last-update.js';
import type { FileMemo } from '../memo/index.js';
import { normalizeFrontMatterTags, normalizeUrl, type NormalizedTag, type TagsFile } from '../tags/index.js';
import type { AuthorsMap, BlogAuthor } from './authors-map.js';
import { parseBlogFileName } from './blog-file-name.js';
import { BLOG_FRONT_MATTER_KEYS, type BlogPostFrontMatter } from './blog-front-matter.js';
import { unknownFrontMatterKeyWarnings } from '../frontmatter/unknown-keys.js';
import { report } from './report.js';
import { inlineAuthorsMessage } from './messages.js';
import { resolvePostAuthors } from './post-authors.js';
import { readPostFile } from './post-file-meta.js';
import type { ResolvedBlogOptions } from './resolve-blog-options.js';
import { hasTruncateMarker } from './truncate-marker.js';


/** A loaded blog post (Docusaurus 3.7.0 `BlogPost` metadata plus what later stages need). */
export interface BlogPost {
  /** The slug: front matter `slug`, else the one the file name gives (`/2024/01/02/name`). */
  id: string;
  /** Path relative to the site folder (`blog/2024-01-02-name.md`). */
  source: string;
  /** Path relative to the blog folder (`2024-01-02-name.md`). */
  relativePath: string;
  permalink: string;
  date: Date;
  title: string;
  description: string;
  tags: NormalizedTag[];
  authors: BlogAuthor[];
  /** Minutes, 2 decimals; undefined when `showReadingTime` is off. */
  readingTime: number | undefined;
  hasTruncateMarker: boolean;
  /** Unlisted (production only, as Docusaurus): built, but left out of lists, sidebar counts stay. */
  unlisted: boolean;
  /** Draft front matter (only kept in development; production drops drafts). */
  draft: boolean;
  editUrl: string | undefined;
  frontMatter: BlogPostFrontMatter;
  /** Body without front matter and without the title heading (what list and post pages render). */
  content: string;
  /** Lines of the file before the first line of `content`. */
  bodyLineOffset: number;
  /** 1-based line of each top-level front matter key, for errors found later. */
  frontMatterLines: ReadonlyMap<string, number>;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** Everything {@link loadBlogPost} needs besides the file. */
export interface BlogPostContext {
  options: ResolvedBlogOptions;
  baseUrl: string;
  mode: 'production' | 'development';
  authorsMap: AuthorsMap | undefined;
  tagsFile: TagsFile | null;
  /** File history by site-relative path (from git, read by the loader); may be empty. */
  fileHistory: ReadonlyMap<string, FileHistory>;
  /** Per-file results of earlier compiles (front matter, title, excerpt, reading time). */
  memo?: FileMemo;
  /**
   * The instance's `editUrl` when it is a function (`SiteInput.editUrlFunctions`), the locale built,
   * and the locale's files read from a translation (`SiteLocale.translatedFrom`).
   */
  editUrl?: EditUrlCall & { translatedFrom?: ReadonlyMap<string, string> };
}

/** A post, or nothing for a draft in production, and the warnings found. */
export interface LoadedBlogPost {
  post: BlogPost | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Loads one post file as Docusaurus 3.7.0's `processBlogSourceFile` does: validated front
 * matter; date from front matter (`YYYY-MM-DD` YAML dates, or strings read as UTC), else the
 * file name, else the file history (with a warning); title from front matter, else the first
 * h1, else the file name; description from front matter, else the excerpt; slug from front
 * matter, else the file name; authors, tags, reading time, truncation marker, edit URL.
 *
 * @param relativePath path relative to the blog folder
 * @param text the file's text
 * @throws CompileError for invalid front matter, an unparsable date, unknown author keys, and
 *   (with `onInlineAuthors`/`onInlineTags: 'throw'`) inline authors or tags; each names the
 *   file and, where there is one, the line
 */
export function loadBlogPost(relativePath: string, text: string, ctx: BlogPostContext): LoadedBlogPost {
  const { options, baseUrl } = ctx;
  const source = options.contentPath === '.' ? relativePath : `${options.contentPath}/${relativePath}`;
  const diagnostics: Diagnostic[] = [];
  const { frontMatter, keyLines, content, contentTitle, bodyLineOffset, excerpt, readingTime } = readPostFile(
    text,
    source,
    options.showReadingTime,
    ctx.memo,
  );

  const isProduction = ctx.mode === 'production';
  if (isProduction && frontMatter.draft === true) return { post: undefined, diagnostics };
  diagnostics.push(...unknownFrontMatterKeyWarnings(frontMatter, BLOG_FRONT_MATTER_KEYS, source, (key) => keyLines.get(key)));
  const unlisted = isProduction && frontMatter.unlisted === true;

  if (frontMatter.id !== undefined) {
    diagnostics.push({
      level: 'warning',
      code: 'blog/deprecated-id',
      message: `The "id" front matter of blog posts is deprecated in ${relativePath}; use "slug" instead.`,
      file: source,
      line: keyLines.get('id'),
    });
  }

  const fileName = parseBlogFileName(relativePath);
  const date = postDate(frontMatter, fileName, source, keyLines, ctx, diagnostics);
  const title = frontMatter.title ?? contentTitle ?? fileName.text;
  const description = frontMatter.description ?? excerpt ?? '';
  const id = frontMatter.slug ?? fileName.slug;
  const permalink = normalizeUrl([baseUrl, options.routeBasePath, id]);

  const authors = resolvePostAuthors({ frontMatter, authorsMap: ctx.authorsMap, baseUrl, file: source, keyLines });
  const inlineAuthors = authors.filter((a) => !a.key);
  if (inlineAuthors.length > 0) {
    diagnostics.push(
      ...report(options.onInlineAuthors, {
        code: 'blog/inline-authors',
        message: inlineAuthorsMessage(relativePath, options.authorsMapPath, inlineAuthors),
        file: source,
        line: keyLines.get('authors') ?? keyLines.get('author'),
      }),
    );
  }

  const tagsResult = normalizeFrontMatterTags({
    frontMatterTags: frontMatter.tags,
    tagsBasePath: normalizeUrl([baseUrl, options.routeBasePath, options.tagsBasePath]),
    tagsFile: ctx.tagsFile,
    source: relativePath,
    file: source,
    onInlineTags: options.onInlineTags,
  });
  diagnostics.push(...tagsResult.diagnostics.map((d) => ({ ...d, line: d.line ?? keyLines.get('tags') })));

  const post: BlogPost = {
    id,
    source,
    relativePath,
    permalink,
    date,
    title,
    description,
    tags: tagsResult.tags,
    authors,
    readingTime,
    hasTruncateMarker: hasTruncateMarker(content, options.truncateMarker),
    unlisted,
    draft: frontMatter.draft === true,
    editUrl: ctx.editUrl ? (callEditUrl(ctx.editUrl.fn, editUrlParams(source, relativePath, permalink, ctx.editUrl), source) ?? undefined) : editUrl(options, relativePath),
    frontMatter,
    content,
    bodyLineOffset,
    frontMatterLines: keyLines,
  };
  Object.assign(post, resolveLastUpdate(frontMatter.last_update, ctx.fileHistory.get(source), options));
  return { post, diagnostics };
}

function postDate(
  frontMatter: BlogPostFrontMatter,
  fileName: ReturnType<typeof parseBlogFileName>,
  source: string,
  keyLines: ReadonlyMap<string, number>,
  ctx: BlogPostContext,
  diagnostics: Diagnostic[],
): Date {
  const written = frontMatter.date;
  if (written !== undefined && written !== null && written !== '') {
    // YAML turns `2024-01-02` (and full timestamps) into dates; other strings are read as UTC.
    const date = written instanceof Date ? written : typeof written === 'string' ? new Date(`${written}Z`) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      fail('blog/invalid-date', `The front matter date ${JSON.stringify(written)} is not a date this compiler can read as UTC (use YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss).`, {
        file: source,
        line: keyLines.get('date'),
      });
    }
    return date;
  }
  if (fileName.date) {
    if (Number.isNaN(fileName.date.getTime())) {
      fail('blog/invalid-date', `The date "${fileName.dateText}" in the file path is not a valid date.`, { file: source });
    }
    return fileName.date;
  }
  // Dated by its first commit, silently, as Docusaurus does; without history there is no date.
  const createdAt = ctx.fileHistory.get(source)?.createdAt;
  if (createdAt !== undefined) return new Date(createdAt);
  diagnostics.push({
    level: 'warning',
    code: 'blog/post-without-date',
    message: 'The post has no date in its file name or front matter and is not committed to Git yet; it is dated 1970-01-01. Add a "date" front matter.',
    file: source,
  });
  return new Date(createdAt ?? 0);
}

/**
 * What an `editUrl` function gets for a post, as in Docusaurus: the folder the post was read
 * from (the locale's translation folder when it was read from there) and its path in it.
 */
function editUrlParams(source: string, relativePath: string, permalink: string, call: NonNullable<BlogPostContext['editUrl']>): BlogEditUrlParams {
  const read = call.translatedFrom?.get(source) ?? source;
  const blogDirPath = read === relativePath ? '' : read.slice(0, read.length - relativePath.length - 1);
  return { blogDirPath, blogPath: relativePath, permalink, locale: call.locale };
}

/** Edit URL: `<editUrl>/<blog folder>/<path in the blog folder>`, or undefined without `editUrl`. */
function editUrl(options: ResolvedBlogOptions, relativePath: string): string | undefined {
  if (typeof options.editUrl !== 'string') return undefined;
  const folder = normalizeUrl([options.editUrl, options.contentPath === '.' ? '' : options.contentPath]);
  return normalizeUrl([folder, relativePath]);
}
