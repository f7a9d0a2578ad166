/**
 * Spec helper: checks that Markdown link resolution reproduces the `markdownLinks` of a
 * corpus's `mdx-check.docusaurus-3.7.0.json` (what Docusaurus 3.7.0 resolved each
 * `[text](file.md)` to). Pure: the caller loads the site and the two golden files.
 */
import type { SiteInput } from '../content/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown, frontMatterFormat, markdownFormat } from '../markdown/index.js';
import { collectPartials } from '../markdown/partials/partial-imports.js';
import { resolveMarkdownLinkPathname, sourceToPermalinkMap, type MarkdownLinkContext } from './resolve-markdown-link.js';

/** The parts of `expected.docusaurus-3.7.0.json` this helper reads. */
export interface GoldenSources {
  docs?: Record<string, { versions: Array<{ contentPath: string; docs: Array<{ source: string; permalink: string }> }> }>;
  blog?: Record<string, { options: { path: string }; posts: Array<{ source: string; permalink: string }> }>;
}

/** The parts of `mdx-check.docusaurus-3.7.0.json` this helper reads. */
export interface GoldenMdxCheck {
  okFiles: string[];
  markdownLinks: Array<{ file: string; links: Array<{ link: string; permalink: string | null }> }>;
}

/** One file whose resolved links differ from the golden. */
export interface MarkdownLinkMismatch {
  file: string;
  expected: Array<{ link: string; permalink: string | null }>;
  actual: Array<{ link: string; permalink: string | null }>;
}

/** Result of {@link compareMarkdownLinks}. */
export interface MarkdownLinksComparison {
  /** Files compiled and compared. */
  files: number;
  /** Links compared (golden count). */
  links: number;
  mismatches: MarkdownLinkMismatch[];
}

/**
 * For every Markdown file of every docs version and blog of the golden that compiled under
 * Docusaurus, compiles it with a resolver built like Docusaurus's (the instance's
 * source→permalink map from the golden's docs/posts, the version's content folder first) and
 * compares the resolved links, in order, with the golden's `markdownLinks`.
 */
export function compareMarkdownLinks(site: SiteInput, golden: GoldenSources, check: GoldenMdxCheck): MarkdownLinksComparison {
  const scopes: Array<{ contentPath: string; map: Map<string, string> }> = [];
  for (const instance of Object.values(golden.docs ?? {})) {
    const map = sourceToPermalinkMap(instance.versions.flatMap((v) => v.docs));
    for (const version of instance.versions) scopes.push({ contentPath: version.contentPath, map });
  }
  for (const instance of Object.values(golden.blog ?? {})) {
    scopes.push({ contentPath: instance.options.path, map: sourceToPermalinkMap(instance.posts) });
  }
  scopes.sort((a, b) => b.contentPath.length - a.contentPath.length);

  const expectedByFile = new Map(check.markdownLinks.map((e) => [e.file, e.links]));
  const mismatches: MarkdownLinkMismatch[] = [];
  let files = 0;
  let links = 0;
  for (const file of [...check.okFiles].sort()) {
    const scope = scopes.find((s) => file.startsWith(`${s.contentPath}/`));
    const text = site.files.get(file);
    if (!scope || text === undefined) continue;
    const context: MarkdownLinkContext = { sourceFile: file, contentPaths: [scope.contentPath], sourceToPermalink: scope.map };
    const parsed = parseFrontMatter(text, file);
    const compiled = compileMarkdown({
      body: parsed.content,
      bodyLineOffset: parsed.bodyLineOffset,
      file,
      format: markdownFormat(file, site.config.markdown.format, frontMatterFormat(parsed.frontMatter)),
      resolveMarkdownLink: (pathname) => resolveMarkdownLinkPathname(pathname, context),
      truncateMarker: null,
      partials: collectPartials(file, parsed.content, site.files) ?? undefined,
    });
    files++;
    const expected = expectedByFile.get(file) ?? [];
    links += expected.length;
    // Docusaurus resolves a partial's links when it compiles the partial, not in the page.
    const actual = compiled.markdownLinks.filter((m) => m.partial === undefined).map(({ link, permalink }) => ({ link, permalink }));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches.push({ file, expected, actual });
  }
  return { files, links, mismatches };
}
