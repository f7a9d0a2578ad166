import { fail } from '../diagnostics/index.js';

/**
 * What Docusaurus passes a docs plugin's `editUrl` function for each doc: the version's name,
 * its content folder (site-relative, `versioned_docs/version-2.0`), the doc's path in that folder
 * (`guides/intro.md`), its permalink and the locale being built.
 */
export interface DocsEditUrlParams {
  /** The version's name (`current`, `2.0`). */
  version: string;
  /** The version's content folder, site-relative with `/` (`docs`, `versioned_docs/version-2.0`). */
  versionDocsDirPath: string;
  /** The doc's path in that folder, with `/` (`guides/intro.md`). */
  docPath: string;
  /** The doc's permalink (base URL included). */
  permalink: string;
  /** The locale being built (`en`). */
  locale: string;
}

/**
 * What Docusaurus passes a blog plugin's `editUrl` function for each post: the folder the post
 * was read from (site-relative: the blog folder, or the locale's translation folder), the post's
 * path in it, its permalink and the locale being built.
 */
export interface BlogEditUrlParams {
  /** The folder the post was read from, site-relative (`blog`, `i18n/fr/docusaurus-plugin-content-blog`). */
  blogDirPath: string;
  /** The post's path in that folder, with `/` (`2024-01-02-hello.md`). */
  blogPath: string;
  /** The post's permalink (base URL included). */
  permalink: string;
  /** The locale being built (`en`). */
  locale: string;
}

/**
 * A content plugin's `editUrl` given as a function (Docusaurus's `EditUrlFunction`): the edit URL
 * of one file, or undefined for none. Kept out of the config data (which is JSON) and carried in
 * `SiteInput.editUrlFunctions`.
 */
export type EditUrlFunction = (params: DocsEditUrlParams & BlogEditUrlParams) => unknown;

/** An instance's `editUrl` function with the locale a compile calls it with (`locale` of its params). */
export interface EditUrlCall {
  fn: EditUrlFunction;
  locale: string;
}

/** The content plugins whose `editUrl` may be a function: the pages plugin builds no edit links. */
const EDIT_URL_FUNCTION_PLUGINS: readonly string[] = ['content-docs', 'content-blog'];

/**
 * Calls an `editUrl` function for one file, as Docusaurus does when `editUrl` is a function.
 *
 * @param file the site-relative file the URL is for, named in errors
 * @returns the URL, or null when the function returns undefined, null or ''
 * @throws CompileError `config/edit-url-failed` when the function throws or returns something
 *   other than a string
 */
export function callEditUrl(fn: EditUrlFunction, params: DocsEditUrlParams | BlogEditUrlParams, file: string): string | null {
  let url: unknown;
  try {
    url = fn(params as DocsEditUrlParams & BlogEditUrlParams);
  } catch (error) {
    fail('config/edit-url-failed', `The editUrl function threw for this file: ${error instanceof Error ? error.message : String(error)}`, { file });
  }
  if (url === undefined || url === null || url === '') return null;
  if (typeof url !== 'string') fail('config/edit-url-failed', `The editUrl function returned ${typeof url} for this file; it must return a URL string or undefined.`, { file });
  return url;
}

/**
 * Takes a docs or blog instance's `editUrl` out of its options (in place) when it is a function.
 * Another plugin's is left in place (and warned about as an option that is not data).
 *
 * @param plugin the instance's plugin (`content-docs`)
 * @returns the function, or undefined when `editUrl` is absent, data, or not the docs' or blog's
 */
export function takeEditUrlFunction(plugin: string, options: Record<string, unknown>): EditUrlFunction | undefined {
  if (!EDIT_URL_FUNCTION_PLUGINS.includes(plugin) || typeof options.editUrl !== 'function') return undefined;
  const fn = options.editUrl as EditUrlFunction;
  delete options.editUrl;
  return fn;
}
