import { fail } from '../diagnostics/index.js';
import { InvalidSocialError, normalizeSocials } from './author-socials.js';
import { withoutUndefined, type AuthorsMap, type BlogAuthor } from './authors-map.js';
import type { BlogPostFrontMatter, FrontMatterAuthor } from './blog-front-matter.js';
import { normalizeUrl } from '../tags/index.js';

/** Inputs of {@link resolvePostAuthors}. */
export interface PostAuthorsParams {
  frontMatter: BlogPostFrontMatter;
  authorsMap: AuthorsMap | undefined;
  baseUrl: string;
  /** Post path relative to the site folder, for errors. */
  file: string;
  /** Line of each front matter key in the file, for errors. */
  keyLines: ReadonlyMap<string, number>;
}

/**
 * The authors of a post, as Docusaurus 3.7.0 resolves them:
 * - `authors: key`, `authors: [key, …]`: authors.yml entries;
 * - `authors: {key, title, …}`: the authors.yml entry with these fields overriding it
 *   (`socials` of such an object replaces the entry's, even when empty);
 * - `authors: {name, …}` without key: an inline author (`key: null`, `page: null`);
 * - legacy `author`, `author_title`/`authorTitle`, `author_url`/`authorURL`,
 *   `author_image_url`/`authorImageURL`: one inline author.
 * Inline site-relative image URLs get the baseUrl; authors.yml ones already have it.
 *
 * @throws CompileError `blog/unknown-author` for a key that authors.yml does not define (or when
 *   there is no authors.yml), `blog/mixed-author-front-matter` when `authors` and legacy
 *   `author*` fields are both set, `blog/duplicate-author` when a key is listed twice,
 *   `blog/invalid-author` for bad socials or image paths; each names the file and the line
 *   of the front matter key.
 */
export function resolvePostAuthors(params: PostAuthorsParams): BlogAuthor[] {
  const legacy = legacyAuthor(params);
  const authors = frontMatterAuthors(params);
  if (legacy) {
    if (authors.length > 0) {
      fail(
        'blog/mixed-author-front-matter',
        "Declare post authors with the 'authors' front matter only: it cannot be mixed with the legacy 'author*' fields.",
        { file: params.file, line: params.keyLines.get('authors') },
      );
    }
    return [legacy];
  }
  const seen = new Set<string>();
  const duplicates = authors.filter((a) => {
    if (a.key === null) return false;
    if (seen.has(a.key)) return true;
    seen.add(a.key);
    return false;
  });
  if (duplicates.length > 0) {
    fail(
      'blog/duplicate-author',
      `The same author is listed more than once in the front matter:\n- ${duplicates.map((a) => JSON.stringify(a)).join('\n- ')}`,
      { file: params.file, line: params.keyLines.get('authors') },
    );
  }
  return authors;
}

function legacyAuthor({ frontMatter: fm, baseUrl }: PostAuthorsParams): BlogAuthor | undefined {
  const name = fm.author;
  const title = fm.author_title ?? fm.authorTitle;
  const url = fm.author_url ?? fm.authorURL;
  const imageURL = siteImageUrl(fm.author_image_url ?? fm.authorImageURL, baseUrl);
  if (!name && !title && !url && !imageURL) return undefined;
  return withoutUndefined({ name, title, url, imageURL, key: null, page: null });
}

function frontMatterAuthors(params: PostAuthorsParams): BlogAuthor[] {
  const { frontMatter, file, keyLines } = params;
  if (frontMatter.authors === undefined) return [];
  const list = Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  const line = keyLines.get('authors');
  return list.map((item) => {
    const written: FrontMatterAuthor = typeof item === 'string' ? { key: item } : withNormalizedSocials(item, file, line);
    const fromMap = written.key ? mappedAuthor(written.key, params) : undefined;
    const merged: Record<string, unknown> = { ...fromMap, ...written };
    const key = (merged.key as string | undefined) ?? null;
    return withoutUndefined({
      ...merged,
      key,
      page: (merged.page as BlogAuthor['page'] | undefined) ?? null,
      imageURL: authorImageUrl(merged.imageURL as string | undefined, key, params),
    }) as BlogAuthor;
  });
}

function withNormalizedSocials(author: FrontMatterAuthor, file: string, line: number | undefined): FrontMatterAuthor {
  try {
    return { ...author, socials: normalizeSocials(author.socials ?? {}) };
  } catch (error) {
    if (error instanceof InvalidSocialError) fail('blog/invalid-author', error.message, { file, line });
    throw error;
  }
}

function mappedAuthor(key: string, params: PostAuthorsParams): BlogAuthor {
  const { authorsMap, file, keyLines } = params;
  const line = keyLines.get('authors');
  if (!authorsMap || authorsMap.size === 0) {
    fail(
      'blog/unknown-author',
      `The post references the author key "${key}", but the blog has no authors map file (authors.yml) to look it up in. Check the 'authorsMapPath' option and that the file exists, is valid and is not empty.`,
      { file, line },
    );
  }
  const author = authorsMap.get(key);
  if (!author) {
    fail(
      'blog/unknown-author',
      `Blog author with key "${key}" is not in the authors map file. Valid author keys are:\n${[...authorsMap.keys()].map((k) => `- ${k}`).join('\n')}`,
      { file, line },
    );
  }
  return author;
}

function authorImageUrl(imageURL: string | undefined, key: string | null, params: PostAuthorsParams): string | undefined {
  if (key === null) return siteImageUrl(imageURL, params.baseUrl);
  // authors.yml images already carry the baseUrl; a front matter override must too.
  if (imageURL?.startsWith('/') && !imageURL.startsWith(params.baseUrl)) {
    fail('blog/invalid-author', `The image "${imageURL}" of author "${key}" must start with the site's baseUrl "${params.baseUrl}".`, {
      file: params.file,
      line: params.keyLines.get('authors'),
    });
  }
  return imageURL;
}

/** Prefixes site-relative image paths (`/img/a.png`) with the baseUrl; other URLs stay. */
export function siteImageUrl(imageURL: string | undefined, baseUrl: string): string | undefined {
  return imageURL?.startsWith('/') ? normalizeUrl([baseUrl, imageURL]) : imageURL;
}
