import path from 'node:path/posix';
import yaml from 'js-yaml';
import { CompileError, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { InvalidSocialError, normalizeSocials, validateSocials, type AuthorSocials } from './author-socials.js';
import { kebabCase, normalizeUrl } from '../tags/index.js';
import { yamlKeyLines } from '../frontmatter/index.js';


/** `{permalink}` of an author's own page. */
export interface AuthorPage {
  permalink: string;
}

/**
 * A resolved blog author (Docusaurus 3.7.0 `Author`): from authors.yml (`key` set), inline in
 * front matter (`key: null`), or legacy `author*` front matter. Unknown fields of the input stay.
 */
export interface BlogAuthor {
  /** authors.yml key, or null for inline and legacy authors. */
  key: string | null;
  /** The author's page, or null (inline authors, `page` unset or false). */
  page: AuthorPage | null;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  /** Image URL; site paths (`/img/x.png`) carry the baseUrl. */
  imageURL?: string;
  socials?: AuthorSocials;
  description?: string;
  [extra: string]: unknown;
}

/** An authors.yml author: always has a key. */
export interface MappedAuthor extends BlogAuthor {
  key: string;
}

/** Authors of a blog instance by key, in the file's order (as JavaScript orders object keys). */
export type AuthorsMap = ReadonlyMap<string, MappedAuthor>;

/** Where authors live and how their pages and images are addressed. */
export interface AuthorsMapParams {
  /** Site files by path (SiteInput.files). */
  files: ReadonlyMap<string, string>;
  /** The blog folder relative to the site folder (`blog`). */
  contentPath: string;
  /** `authorsMapPath` option, relative to the blog folder (`authors.yml`). */
  authorsMapPath: string;
  /** `<baseUrl>/<routeBasePath>/<authorsBasePath>`: base of author page permalinks. */
  authorsBaseRoutePath: string;
  baseUrl: string;
}

/**
 * Loads and validates a blog instance's authors map (authors.yml, or a `.json` file), as
 * Docusaurus 3.7.0 does: `image_url` is renamed `imageURL`, site-relative images get the
 * baseUrl, socials are normalised, `page: true` gives `/<authors base>/<kebab-case key>`,
 * `page: {permalink}` gives `/<authors base>/<permalink>`.
 *
 * @returns the map, or undefined when the file is absent or empty
 * @throws CompileError `blog/invalid-authors-map` naming the file and the line of each bad
 *   author; `blog/duplicate-author-permalink` when two authors' pages share a permalink
 */
export function loadAuthorsMap(params: AuthorsMapParams): AuthorsMap | undefined {
  const file = path.normalize(path.join(params.contentPath, params.authorsMapPath));
  const text = params.files.get(file);
  if (text === undefined) return undefined;
  let content: unknown;
  try {
    content = yaml.load(text, { filename: file });
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line?: number } };
    fail('blog/invalid-authors-map', `The authors map file is not valid YAML: ${e.reason ?? e.message}`, {
      file,
      line: e.mark?.line !== undefined ? e.mark.line + 1 : undefined,
    });
  }
  if (content === undefined || content === null || content === '') return undefined;
  if (typeof content !== 'object' || Array.isArray(content)) {
    fail('blog/invalid-authors-map', 'The authors map file must be a mapping of author keys to author data.', { file, line: 1 });
  }
  const problems: Diagnostic[] = [];
  const lines = yamlKeyLines(text);
  const authors = new Map<string, MappedAuthor>();
  for (const [key, input] of Object.entries(content as Record<string, unknown>)) {
    const problem = (message: string) =>
      problems.push(errorDiagnostic('blog/invalid-authors-map', `Author "${key}": ${message}`, { file, line: lines.get(key) }));
    const author = normalizeMappedAuthor(key, input, params, problem);
    if (author) authors.set(key, author);
  }
  if (problems.length > 0) throw new CompileError(problems);
  checkAuthorPermalinkCollisions(authors, file);
  return authors;
}

const STRING_FIELDS = ['name', 'title', 'email', 'description'] as const;
const URI_FIELDS = ['url', 'imageURL'] as const;

function normalizeMappedAuthor(
  key: string,
  input: unknown,
  params: AuthorsMapParams,
  problem: (message: string) => void,
): MappedAuthor | undefined {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    problem('must be an author object with properties like name, title and imageURL.');
    return undefined;
  }
  const raw = input as Record<string, unknown>;
  if ('image_url' in raw && 'imageURL' in raw) {
    problem('has both image_url and imageURL; keep one.');
    return undefined;
  }
  // image_url is renamed: dropped from its place, imageURL added at the end.
  const entries: [string, unknown][] = Object.entries(raw).filter(([field]) => field !== 'image_url');
  if ('image_url' in raw) entries.push(['imageURL', raw.image_url]);
  const data = Object.fromEntries(entries);
  let valid = true;
  for (const field of STRING_FIELDS) {
    if (data[field] !== undefined && typeof data[field] !== 'string') {
      problem(`"${field}" must be a string.`);
      valid = false;
    }
  }
  for (const field of URI_FIELDS) {
    if (data[field] !== undefined && !(typeof data[field] === 'string' && data[field] !== '' && !/\s/.test(data[field] as string))) {
      problem(`"${field}" does not look like a valid url (value='${String(data[field])}').`);
      valid = false;
    }
  }
  if (data.name === undefined && data.imageURL === undefined) {
    problem('needs at least a name or an image_url / imageURL.');
    valid = false;
  }
  const page = data.page;
  const pageIsValid =
    page === undefined ||
    typeof page === 'boolean' ||
    (page !== null && typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string');
  if (!pageIsValid) {
    problem('"page" must be true, false or {permalink: string}.');
    valid = false;
  }
  let socials: AuthorSocials | undefined;
  if (data.socials !== undefined) {
    try {
      socials = normalizeSocials(validateSocials(data.socials));
    } catch (error) {
      problem(error instanceof InvalidSocialError || error instanceof TypeError ? error.message : String(error));
      valid = false;
    }
  }
  if (!valid) return undefined;
  const imageURL = data.imageURL as string | undefined;
  return withoutUndefined({
    ...data,
    key,
    page: authorPage(key, page as boolean | AuthorPage | undefined, params.authorsBaseRoutePath),
    imageURL: imageURL?.startsWith('/') ? normalizeUrl([params.baseUrl, imageURL]) : imageURL,
    socials,
  }) as MappedAuthor;
}

function authorPage(key: string, page: boolean | AuthorPage | undefined, authorsBaseRoutePath: string): AuthorPage | null {
  if (!page) return null;
  const slug = page === true ? kebabCase(key) : page.permalink;
  return { permalink: normalizeUrl([authorsBaseRoutePath, slug]) };
}

function checkAuthorPermalinkCollisions(authors: AuthorsMap, file: string): void {
  const byPermalink = new Map<string, MappedAuthor[]>();
  for (const author of authors.values()) {
    if (!author.page) continue;
    const list = byPermalink.get(author.page.permalink) ?? [];
    list.push(author);
    byPermalink.set(author.page.permalink, list);
  }
  const duplicated = [...byPermalink].filter(([, list]) => list.length > 1);
  if (duplicated.length > 0) {
    fail(
      'blog/duplicate-author-permalink',
      `Several authors have the same page permalink:\n${duplicated
        .map(([permalink, list]) => `Permalink: ${permalink}\nAuthors: ${list.map((a) => a.name || 'Unknown').join(', ')}`)
        .join('\n')}`,
      { file },
    );
  }
}

/** A copy of an object without its undefined-valued keys (they are absent in Docusaurus's JSON data). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

