// Issue #13 items 8–10: every error is one line naming the file (and line) or option at fault,
// front matter and JSON errors point at the right line, and a build reports all its errors. Run
// in-process through the CLI's main(); spec/reliability/errors.test.ts keeps what needs a real
// process (a stack overflow, the server's port).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsMinimalSite } from '../../../../fixtures/projects.js';
import { tempDirs } from '../../../../fixtures/temp-dirs.js';
import { runMain } from '../run-main.test-support.js';

const tempDir = tempDirs('sitegraph-build-errors-');

/** A docs-minimal site with `files` added (site-relative path → text). */
function siteWith(files: Record<string, string>): string {
  return docsMinimalSite(path.join(tempDir(), 'site'), files);
}

/** The exit code, stderr and its diagnostics lines (`file:line[:col]: error [code] …`) of a graph-only build of `site`, run in-process through the CLI's `main()`. */
async function buildErrors(site: string): Promise<{ code: number; lines: string[]; stderr: string }> {
  const r = await runMain(['build', site, '--out', path.join(path.dirname(site), 'dist'), '--graph-only'], { cwd: path.dirname(site), env: { SITEGRAPH_WORKERS: '0' } });
  return { code: r.code, lines: r.stderr.split('\n').filter((l) => / error \[/.test(l) || l.startsWith('error [')), stderr: r.stderr };
}

/** The 1-based line of the first line of `text` that contains `marker`. */
function lineOf(text: string, marker: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(marker));
  if (i < 0) throw new Error(`no "${marker}" in the text`);
  return i + 1;
}

describe('each error class names the right line of the file', () => {
  const cases: [what: string, file: string, text: string, marker: string, code: string][] = [
    ['YAML: bad indentation', 'docs/a.md', '---\ntitle: A\n  nested: wrong\n---\n# A\n', 'nested: wrong', 'frontmatter/invalid-yaml'],
    ['YAML: duplicated key', 'docs/a.md', '---\ntitle: A\ndescription: d\ntitle: B\n---\n# A\n', 'title: B', 'frontmatter/invalid-yaml'],
    ['YAML: bad mapping pair', 'docs/a.md', '---\nid: a\ntitle: a: b\n---\n# A\n', 'title: a: b', 'frontmatter/invalid-yaml'],
    ['docs front matter: wrong type', 'docs/a.md', '---\ntitle: A\ndescription: d\nsidebar_position: "abc"\n---\n# A\n', 'sidebar_position', 'docs/invalid-front-matter'],
    ['blog front matter: wrong type', 'blog/2024-01-02-post.md', '---\ntitle: Post\ntags: 5\n---\nText\n', 'tags: 5', 'blog/invalid-front-matter'],
    ['page front matter: wrong type', 'src/pages/about.md', '---\ntitle: About\nhide_table_of_contents: "yes"\n---\n# About\n', 'hide_table_of_contents', 'frontmatter/invalid'],
    ['invalid MDX', 'docs/a.mdx', '---\ntitle: A\n---\n\n# A\n\nSome text\n\n<div>\n\n{oops\n', '{oops', 'markdown/invalid-mdx'],
  ];
  it.each(cases)('%s', async (_what, file, text, marker, code) => {
    const site = siteWith({
      [file]: text,
      'site.json': JSON.stringify({
        title: 'Minimal',
        url: 'https://example.org',
        plugins: [
          { plugin: 'content-docs', id: 'default', options: { path: 'docs' } },
          { plugin: 'content-blog', id: 'default', options: { path: 'blog' } },
          { plugin: 'content-pages', id: 'default', options: { path: 'src/pages' } },
        ],
      }),
    });
    const r = await buildErrors(site);
    expect(r.code, r.stderr).toBe(1);
    const line = r.lines.find((l) => l.includes(`[${code}]`));
    expect(line, r.stderr).toBeDefined();
    expect(line!.startsWith(`${file}:${lineOf(text, marker)}:`) || line!.startsWith(`${file}:${lineOf(text, marker)} `), line).toBe(true);
  });

  it.each([
    ['site.json', '{\n  "title": "Minimal",\n  "url": "https://example.org",\n  "baseUrl": "/",,\n  "plugins": []\n}\n', 4, 18, 'config/invalid-json'],
    ['site.json', '{\n  "title": "Minimal"\n  "url": "https://example.org"\n}\n', 3, 3, 'config/invalid-json'],
    ['versions.json', '["1.0",\n]\n', 2, 1, 'docs/invalid-versions-file'],
  ] as const)('%s syntax error at %s:%s', async (file, text, line, column, code) => {
    const site = siteWith({ [file]: text });
    const r = await buildErrors(site);
    expect(r.code, r.stderr).toBe(1);
    expect(r.lines[0], r.stderr).toMatch(new RegExp(`^${file.replace('.', '\\.')}:${line}:${column}: error \\[${code}\\] ${file.replace('.', '\\.')} is not valid JSON: \\w`));
  });

  it('a sidebars file syntax error at line:column', async () => {
    const sidebars = '{\n  "docs": [\n    "intro"\n    "guides/setup"\n  ]\n}\n';
    const site = siteWith({
      'sidebars.json': sidebars,
      'site.json': JSON.stringify({ title: 'M', url: 'https://example.org', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarPath: 'sidebars.json' } }] }),
    });
    const r = await buildErrors(site);
    expect(r.lines[0], r.stderr).toMatch(/^sidebars\.json:4:5: error \[sidebars\/invalid-json\]/);
  });
});

/** A site.json with a docs and a blog instance. */
const DOCS_AND_BLOG = JSON.stringify({
  title: 'M',
  url: 'https://example.org',
  plugins: [
    { plugin: 'content-docs', id: 'default', options: { path: 'docs' } },
    { plugin: 'content-blog', id: 'default', options: { path: 'blog' } },
  ],
});

describe('all errors of a build at once, sorted by file and line', () => {
  it('reports every bad file of every plugin', async () => {
    const site = siteWith({
      'docs/z.md': '---\ntitle: Z\n  bad: indent\n---\n# Z\n',
      'docs/b.md': '---\ntitle: B\nsidebar_position: "x"\n---\n# B\n',
      'docs/a.md': '---\ntitle: A\ntags: 5\n---\n# A\n',
      'blog/2024-01-01-p.md': '---\ntitle: [unclosed\n---\nx\n',
      'site.json': DOCS_AND_BLOG,
    });
    const r = await buildErrors(site);
    expect(r.code).toBe(1);
    expect(r.lines.map((l) => l.split(':')[0])).toEqual(['blog/2024-01-01-p.md', 'docs/a.md', 'docs/b.md', 'docs/z.md']);
    expect(r.stderr).toContain('Build failed with 4 error(s)');
  });

  it('reports front-matter errors and MDX syntax errors of other files in the same run; partials are left alone', async () => {
    const site = siteWith({
      'docs/a.md': '---\ntitle: [unclosed\n---\nbody\n',
      'docs/b.mdx': '# B\n\nText\n\n<div>\n',
      'docs/c.md': '---\nsidebar_position: "x"\n---\n# C\n',
      'docs/d.mdx': '# D\n\n{oops\n',
      'docs/_partial.mdx': '<span>\n',
      'blog/2024-01-01-p.mdx': '---\ntitle: P\n---\nx <b>\n',
      'site.json': DOCS_AND_BLOG,
    });
    const r = await buildErrors(site);
    expect(r.code).toBe(1);
    // file:line (the column is the parser's).
    expect(r.lines.map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['blog/2024-01-01-p.mdx:4', 'docs/a.md:3', 'docs/b.mdx:5', 'docs/c.md:2', 'docs/d.mdx:3']);
    expect(r.lines.filter((l) => l.includes('[markdown/invalid-mdx]'))).toHaveLength(3);
    expect(r.stderr).toContain('Build failed with 5 error(s)');
    expect(existsSync(path.join(path.dirname(site), 'dist'))).toBe(false);
  });
});

describe('config options Docusaurus does not know, and options sitegraph does not implement', () => {
  it('an unknown option is an error with the nearest name; a Docusaurus option sitegraph ignores is a warning in the graph', async () => {
    const config = (extra: Record<string, unknown>) => JSON.stringify({ title: 'M', url: 'https://example.org', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }], ...extra });
    const typo = await buildErrors(siteWith({ 'sitegraph.config.ts': `export default ${config({ onBrokenLink: 'warn' })};\n` }));
    expect(typo.code).toBe(1);
    expect(typo.lines).toEqual(['sitegraph.config.ts: error [config/unknown-option] Unknown option "onBrokenLink". Did you mean "onBrokenLinks"? Put data of your own in "customFields".']);
    // site.json is an extract that tools annotate: the same key is a warning there.
    const extract = await buildErrors(siteWith({ 'site.json': config({ onBrokenLink: 'warn' }) }));
    expect(extract.code, extract.stderr).toBe(0);
    expect(extract.stderr).toContain('site.json: warning [config/unknown-option] Unknown option "onBrokenLink". Did you mean "onBrokenLinks"?');
    const site = siteWith({ 'site.json': config({ themes: ['@docusaurus/theme-mermaid'] }) });
    const ignored = await buildErrors(site);
    expect(ignored.code, ignored.stderr).toBe(0);
    expect(ignored.stderr).toContain('site.json: warning [config/unsupported-option] "themes" is a Docusaurus option sitegraph does not implement; it is ignored.');
    const graph = JSON.parse(readFileSync(path.join(path.dirname(site), 'dist', 'graph.json'), 'utf8')) as { diagnostics: { code: string }[] };
    expect(graph.diagnostics.map((d) => d.code)).toContain('config/unsupported-option');
  });

  it('a plugin option Docusaurus does not know is an error naming its place and the nearest name', async () => {
    const config = JSON.stringify({ title: 'M', url: 'https://example.org', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarCollapse: false } }] });
    const r = await buildErrors(siteWith({ 'sitegraph.config.ts': `export default ${config};\n` }));
    expect(r.code).toBe(1);
    expect(r.lines).toEqual(['sitegraph.config.ts: error [config/unknown-option] Unknown option "plugins[0].options.sidebarCollapse". Did you mean "plugins[0].options.sidebarCollapsed"?']);
  });

  it('a misspelt front matter key is a warning at its line; custom keys stay silent', async () => {
    const doc = '---\ntitle: A\nsidebar_positon: 2\nmy_widget_data: 1\n---\n\nText.\n';
    const site = siteWith({ 'docs/typo.md': doc });
    const r = await buildErrors(site);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('docs/typo.md:3: warning [frontmatter/unknown-key] Unknown front matter key "sidebar_positon"; did you mean "sidebar_position"?');
    expect(r.stderr).not.toContain('my_widget_data');
  });
});

describe('documents above markdown.maxFileSize', () => {
  it('are an error naming the file and the limit, before they are parsed; smaller ones build', async () => {
    const config = (maxFileSize?: number) =>
      JSON.stringify({ title: 'M', url: 'https://example.org', markdown: maxFileSize ? { maxFileSize } : {}, plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }] });
    // Invalid MDX too: it is never parsed, so only the size is reported.
    const big = `# Big\n\n${'A line of text that repeats.\n'.repeat(100)}<div>\n`;
    const limited = await buildErrors(siteWith({ 'docs/big.mdx': big, 'site.json': config(2000) }));
    expect(limited.code).toBe(1);
    expect(limited.lines).toEqual([expect.stringMatching(/^docs\/big\.mdx: error \[markdown\/file-too-large\] .*markdown\.maxFileSize/)]);
    const fine = await buildErrors(siteWith({ 'docs/big.md': big.replace('<div>', ''), 'site.json': config() }));
    expect(fine.code, fine.stderr).toBe(0);
  });
});

describe('unpublishable routes', () => {
  it.each([
    ['%2f', 'decodes to a path separator'],
    ['%00', 'decodes to a NUL character'],
  ])('a slug with %s names the file', async (escape, what) => {
    const site = siteWith({ 'docs/odd.md': `---\nslug: /a${escape}b\n---\n# Odd\n` });
    const r = await buildErrors(site);
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([expect.stringMatching(new RegExp(`^docs/odd\\.md: error \\[routes/unsafe-path\\] The route "/docs/a${escape}b" cannot be published: .*${what}`))]);
  });
});
