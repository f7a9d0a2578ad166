import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown, type PageLink } from '../markdown/index.js';
import { checkLinks, collectedLink, LinkChecker, type CheckLinksArgs, type LinkCheckPage, type UnresolvedMarkdownLink } from './check-links.js';
import { resolveMarkdownLinkPathname, sourceToPermalinkMap } from './resolve-markdown-link.js';

const scenario = fileURLToPath(new URL('../../../fixtures/sites/links-broken/', import.meta.url));

/** `level code file:line → target` of a diagnostic. */
function line(d: Diagnostic): string {
  const target = d.message.slice(d.message.indexOf('→ ') + 2).replace(/ \(resolved as .*\)$/, '');
  return `${d.level} ${d.code} ${d.file}:${d.line} → ${target}`;
}

describe('checkLinks (fixture links-broken)', () => {
  const map = sourceToPermalinkMap([
    { source: 'docs/intro.md', permalink: '/docs/intro' },
    { source: 'docs/guide.md', permalink: '/docs/guide' },
  ]);
  const pages: LinkCheckPage[] = [];
  const unresolved: UnresolvedMarkdownLink[] = [];
  for (const [source, permalink] of map) {
    const parsed = parseFrontMatter(readFileSync(scenario + source, 'utf8'), source);
    const compiled = compileMarkdown({
      body: parsed.content,
      bodyLineOffset: parsed.bodyLineOffset,
      file: source,
      format: 'mdx',
      resolveMarkdownLink: (p) => resolveMarkdownLinkPathname(p, { sourceFile: source, contentPaths: ['docs'], sourceToPermalink: map }),
    });
    pages.push({ source, permalink, links: compiled.links, headingIds: compiled.headingIds });
    for (const m of compiled.markdownLinks) if (m.permalink === null) unresolved.push({ source, link: m.link, line: m.line, column: m.column });
  }
  const args: CheckLinksArgs = {
    pages,
    routePaths: ['/404.html', '/docs/intro', '/docs/guide', '/docs/tags'],
    baseUrl: '/',
    trailingSlash: null,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    unresolvedMarkdownLinks: unresolved,
    fileExists: (p) => existsSync(scenario + p),
  };

  it('reports every broken link, anchor and Markdown link as file:line → target, and nothing else', () => {
    const expected = readFileSync(`${scenario}expected/report.txt`, 'utf8').trim().split('\n');
    expect(checkLinks(args).map(line)).toEqual(expected);
  });

  it('levels follow the onBroken* options; ignore drops the kind', () => {
    const out = checkLinks({ ...args, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'throw' });
    expect(new Set(out.map((d) => `${d.level} ${d.code}`))).toEqual(new Set(['warning links/broken-link', 'error links/broken-markdown-link']));
  });

  it('LinkChecker finds the same, a page at a time, whatever order the pages come in', () => {
    const checker = new LinkChecker(args);
    for (const page of [...pages].reverse()) checker.addPage(page);
    const out = [...pages.flatMap((page) => checker.checkPage(page)), ...checker.checkMarkdownLinks(unresolved)];
    expect(out.map(line).sort()).toEqual(checkLinks(args).map(line).sort());
    expect(out.length).toBeGreaterThan(0);
  });

  it('finds nothing when every kind is ignored', () => {
    expect(checkLinks({ ...args, onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore' })).toEqual([]);
  });
});

describe('checkLinks: baseUrl and trailing slash', () => {
  const link = (url: string): PageLink => ({ url, line: 1, column: 1, kind: 'markdown' });
  const page = (links: PageLink[]): LinkCheckPage => ({ source: 'docs/a.md', permalink: '/base/docs/a/', links, headingIds: ['x'] });
  const run = (links: PageLink[], trailingSlash: boolean | null) =>
    checkLinks({
      pages: [page(links)],
      routePaths: ['/base/docs/a/', '/base/docs/b/', '/base/'],
      baseUrl: '/base/',
      trailingSlash,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onBrokenMarkdownLinks: 'throw',
    }).map((d) => d.message.slice(d.message.indexOf('→ ') + 2));

  it('prefixes absolute links with the baseUrl unless already there', () => {
    expect(run([link('/docs/b/'), link('/base/docs/b/'), link('/base'), link('/docs/c/')], true)).toEqual(['/docs/c/ (resolved as /base/docs/c/)']);
  });

  it('tolerates either trailing-slash form of a route', () => {
    expect(run([link('/docs/b'), link('/docs/b/')], null)).toEqual([]);
    expect(run([link('/docs/b'), link('/docs/b/')], false)).toEqual([]);
  });

  it('resolves relative links against the page path, and checks anchors of known pages', () => {
    expect(run([link('../b/'), link('#x'), link('#y'), link('../a/#x'), link('../b/#z')], true)).toEqual(['#y (resolved as /base/docs/a/#y)']);
  });

  it('skips empty hashes, external links, pathname:// links, mailto:', () => {
    expect(run([link('#'), link('https://x.org/y'), link('pathname:///x'), link('mailto:a@b.c'), link('//cdn.x/y')], null)).toEqual([]);
  });
});

describe('collectedLink', () => {
  it('is what @docusaurus/Link collects', () => {
    expect(collectedLink('/docs/x?q=1#h', '/base/', true)).toBe('/base/docs/x/?q=1#h');
    expect(collectedLink('x', '/', false)).toBe('x');
    expect(collectedLink('https://a.b', '/', true)).toBeUndefined();
    expect(collectedLink('', '/', true)).toBeUndefined();
  });
  it('leaves / and the baseUrl alone', () => {
    expect(collectedLink('/base/', '/base/', false)).toBe('/base/');
    expect(collectedLink('/', '/', false)).toBe('/');
    expect(collectedLink('/a/#x', '/', false)).toBe('/a#x');
  });
});
