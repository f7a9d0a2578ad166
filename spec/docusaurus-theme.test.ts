/**
 * A site written for Docusaurus's theme (fixtures/sites/docusaurus-theme) builds, and its
 * prerendered HTML shows the React page on `@theme/Layout` (with a `@site/` component, CSS
 * modules, plain CSS and an SVG component), the swizzled footer wrapper around
 * the theme's footer, the ejected not-found content and doc layout, and the `@docusaurus/Head` tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CompileError, SiteGraph } from '@sitegraph/compiler';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, REPO } from './browser/support/fixtures.js';

const SITE = path.join(REPO, 'fixtures/sites/docusaurus-theme');
let outDir: string;
let warnings: string[];
let graph: SiteGraph;
const html = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
/** The page body without its scripts (the inlined boot data repeats texts). */
const body = (file: string) => html(file).replace(/^[\s\S]*<body[^>]*>/, '').replace(/<script[\s\S]*?<\/script>/g, '');

beforeAll(async () => {
  ({ outDir, warnings, graph } = await buildFixture({ name: 'docusaurus-theme-build', siteDir: SITE }));
}, 180_000);

describe('a site written for the Docusaurus theme', () => {
  it('prerenders the React page on @theme/Layout with @docusaurus/Link, useBaseUrl, Translate and a CSS module', () => {
    const page = body('index.html');
    expect(page).toMatch(/<header class="hero _hero_[\w-]+" data-testid="hero">/);
    expect(page).toContain('<p class="hero__subtitle">Welcome to Orbit</p>');
    expect(page).toContain('<img src="/img/logo.svg"');
    expect(page).toContain('<a href="/docs/intro" class="button button--secondary button--lg" data-testid="start">Get started</a>');
    // BrowserOnly shows its fallback in the prerendered HTML.
    expect(page).toContain('<span data-testid="browser-only">prerendered</span>');
  });

  it('renders a site component from @site/ with its CSS module, and an imported SVG as a component', () => {
    expect(body('index.html')).toMatch(
      /<section class="row" data-testid="features"><div class="col col--4"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="64" height="32" viewBox="0 0 64 32" class="_featureSvg_[\w-]+" role="img" aria-label="Swizzle"><rect [^>]*\/><\/svg><h3>Swizzle<\/h3>/,
    );
  });

  it('puts the page title, its description and the <Head> tags into the head', () => {
    const head = html('index.html').split('</head>')[0]!;
    expect(head).toContain('<title>Home | Orbit</title>');
    expect(head).toContain(`<meta name="description" content="A fictional site written for Docusaurus's theme"`);
    expect(head).toContain('<meta name="theme-color" content="#2e8555"');
  });

  it("renders the site components an MDX page imports (default and renamed named imports, CSS modules) in the prerendered HTML", () => {
    const page = body('docs/components/index.html');
    expect(page).toMatch(/<span class="_since_[\w-]+">Available from v<!-- -->2\.1<\/span>/);
    expect(page).toMatch(/<button type="button" class="_badge_[\w-]+" data-testid="badge">beta<\/button>/);
    expect(page).not.toContain('Unknown component');
  });

  it('loads no page module for a page without code imports', () => {
    const withModule = html('docs/components/index.html');
    const without = html('docs/intro/index.html');
    const modulePreloads = (text: string) => [...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(modulePreloads(without).some((href) => /components/.test(href ?? ''))).toBe(false);
    expect(withModule).not.toBe(without);
  });

  it('evaluates the expressions of an MDX page that need code: imported values, `export const`s, `.map` to JSX, partials passed as values with their props', () => {
    const page = body('docs/expressions/index.html');
    expect(page).toContain('<p data-testid="product">ORBIT<!-- --> since <!-- -->2026</p>');
    expect(page).toContain('<ul data-testid="releases"><li>v<!-- -->2.0</li><li>v<!-- -->2.1</li></ul>');
    expect(page).toContain('<mark data-testid="highlight">declared</mark>');
    // An inlined partial's `{props.who.toUpperCase()}`, with the props the page gave it.
    expect(page).toContain('<strong data-testid="greeting">READER</strong>');
    // Markdown partials passed in an object to a site component, which renders them with props.
    expect(page).toMatch(/<section data-testid="code-javascript"><h4>javascript<\/h4><div[^>]*>[\s\S]*orbit[\s\S]*Run it with <code data-testid="runner">deno<\/code>/);
    expect(page).toMatch(/<section data-testid="code-python"><h4>python<\/h4>[\s\S]*Run it with <code data-testid="runner">python<\/code>/);
    expect(page).not.toContain('Unknown component');
    // Its one event handler, which now runs, is reported as content code (no dynamic-* warnings).
    expect(graph.diagnostics.filter((d) => d.file?.startsWith('docs/')).map((d) => [d.file, d.code])).toEqual([['docs/expressions.mdx', 'content/event-handler']]);
    expect(page).toContain('<button type="button" data-testid="code-click">click</button>');
  });

  it('puts an MDX <head> into the page head, not the body', () => {
    const head = html('docs/with-head/index.html').split('</head>')[0]!;
    expect(head).toContain('<title>Custom head title</title>');
    expect(head).toContain('<meta name="keywords" content="orbit, head"');
    expect(body('docs/with-head/index.html')).not.toMatch(/Unknown component|<title>/);
  });

  it('renders the swizzled footer wrapper around the theme footer on every page', () => {
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      const page = body(file);
      expect(page, file).toMatch(/<div class="footer-note" data-testid="footer-note">Wrapped by the site<\/div><footer class="footer footer--dark">/);
    }
  });

  it('wraps every page in the swizzled Root', () => {
    expect(body('index.html')).toContain('<p data-testid="root-value">provided by Root</p>');
  });

  it('renders the ejected NotFound/Content on the not-found page', () => {
    expect(body('404.html')).toContain('<h1 class="hero__title">Lost in orbit</h1>');
    // It reads the theme config through @docusaurus/theme-common.
    expect(body('404.html')).toContain('<a href="/">Back to <!-- -->Orbit</a>');
  });

  it('renders the ejected DocItem/Layout on every doc, with the theme doc parts it imports reading the doc', () => {
    for (const file of ['docs/intro/index.html', 'docs/components/index.html']) expect(body(file), file).toContain('data-testid="ejected-doc-layout"');
    const page = body('docs/intro/index.html');
    // The theme's own doc layout is replaced, not rendered as well.
    expect(page).not.toContain('class="doc-page row"');
    // useDoc() of @docusaurus/plugin-content-docs/client.
    expect(page).toContain('<p class="ejected-doc-note" data-testid="ejected-doc-note">Introduction<!-- -->: <!-- -->2<!-- --> headings</p>');
    // useDoc().frontMatter is the whole front matter, as Docusaurus's: a key of the site's own too.
    expect(page).toContain('<p data-testid="doc-maintainers">Maintained by <!-- -->ada and grace</p>');
    expect(body('docs/components/index.html')).not.toContain('doc-maintainers');
    // DocItem/TOC/Mobile and DocItem/TOC/Desktop: the doc's headings.
    expect(page).toMatch(/<div class="toc-collapsible theme-doc-toc-mobile">/);
    const desktop = page.slice(page.indexOf('theme-doc-toc-desktop'));
    expect(desktop).toMatch(/^theme-doc-toc-desktop" aria-label="On this page"[^]*href="#getting-started"[^]*href="#going-further"/);
    // DocItem/Content: the body once, its own # title kept.
    expect(page.match(/<h1[^>]*>Introduction/g)).toHaveLength(1);
    // DocItem/Footer reads the doc's edit URL; DocItem/Paginator its next doc.
    expect(page).toContain('href="https://github.com/orbit/orbit/edit/main/docs/intro.md"');
    expect(page).toMatch(/<nav class="pagination-nav" aria-label="Docs pages">[^]*pagination-nav__link--next/);
    // No version banner or badge on an unversioned site.
    expect(page).not.toMatch(/version-banner|version-badge/);
  });

  it("renders the sidebar's links through the swizzled DocSidebarItem/Link wrapper, which imports the theme's sidebar helpers and class names", () => {
    const page = body('docs/intro/index.html');
    const sidebar = page.slice(page.indexOf('<nav class="menu doc-sidebar"'), page.indexOf('</nav>', page.indexOf('<nav class="menu doc-sidebar"')));
    const links = sidebar.match(/<li class="[^"]*"><a [^>]*class="menu__link/g) ?? [];
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link).toMatch(/^<li class="menu__list-item theme-doc-sidebar-item-link-level-1( is-here)?">/);
    expect(sidebar.match(/ is-here">/g)).toHaveLength(1);
    expect(sidebar).toMatch(/<li class="menu__list-item theme-doc-sidebar-item-link-level-1 is-here"><a [^>]*href="\/docs\/intro"/);
  });

  it('compiles JSX in a .js page, as Docusaurus does', () => {
    expect(body('jsx-in-js/index.html')).toContain('<p class="js-page">JSX in a .js file</p>');
    expect(html('jsx-in-js/index.html')).toContain('<title>JS | Orbit</title>');
  });

  it('checks the links a React page renders, which only rendering finds, at the level of onBrokenLinks', async () => {
    expect(warnings).toContain('src/pages/jsx-in-js.js: warning [links/broken-link] Broken link on page /jsx-in-js, rendered by src/pages/jsx-in-js.js → /roadmap');
    // The theme's links (navbar, footer) and the Markdown links are the compiler's: not reported again.
    expect(warnings.filter((w) => w.includes('links/broken-link'))).toHaveLength(1);
    // With `throw`, the build fails, as Docusaurus's does, and writes nothing.
    const failed = path.join(path.dirname(outDir), 'docusaurus-theme-broken-links');
    const error = await buildFixture({ name: 'docusaurus-theme-broken-links', siteDir: SITE, graph: (g) => void (g.site.onBrokenLinks = 'throw') }).catch((e: unknown) => e);
    expect((error as CompileError).diagnostics.map((d) => [d.level, d.file, d.message])).toEqual([['error', 'src/pages/jsx-in-js.js', 'Broken link on page /jsx-in-js, rendered by src/pages/jsx-in-js.js → /roadmap']]);
    expect(existsSync(failed)).toBe(false);
  }, 120_000);

  it('leaves _-prefixed files out of the pages', () => {
    expect(() => html('_helper/index.html')).toThrow();
    expect(body('index.html')).not.toContain('helper');
  });

  it('renders an icon-only navbar item as an empty link named by its aria-label', () => {
    expect(body('index.html')).toContain('class="navbar__item navbar__link header-github-link" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository"></a>');
  });
});
