import type { Element, Root, RootContent } from 'hast';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../../diagnostics/index.js';
import { compileMarkdown } from '../compile-markdown.js';
import { scanRawHtml } from './raw-html-safety.js';
import { isComponentElement } from './sanitize-hast.js';
import { isUnsafeUrl, isUrlProperty, URL_PROPERTIES } from './unsafe-url.js';

function elements(root: Root): Element[] {
  const out: Element[] = [];
  const visit = (n: Root | RootContent): void => {
    if (n.type === 'element') out.push(n);
    if ('children' in n) n.children.forEach(visit);
  };
  visit(root);
  return out;
}

function nodeTypes(root: Root): Set<string> {
  const out = new Set<string>();
  const visit = (n: Root | RootContent): void => {
    out.add(n.type);
    if ('children' in n) n.children.forEach(visit);
  };
  visit(root);
  return out;
}

/** Everything in a tree that can run code in a browser. */
function activeContent(root: Root): string[] {
  const found: string[] = [];
  if (nodeTypes(root).has('raw')) found.push('raw HTML node');
  for (const el of elements(root)) {
    if (el.tagName.toLowerCase() === 'script') found.push('<script>');
    const props = { ...el.properties, ...((el.data as { jsxProps?: Record<string, unknown> } | undefined)?.jsxProps ?? {}) };
    for (const [name, value] of Object.entries(props)) {
      if (/^on/i.test(name)) found.push(`${name} on <${el.tagName}>`);
      if (/^srcdoc$/i.test(name)) found.push(`srcdoc on <${el.tagName}>`);
      const values = Array.isArray(value) ? value : [value];
      if ((isComponentElement(el.tagName) || isUrlProperty(name)) && values.some((v) => typeof v === 'string' && isUnsafeUrl(v))) found.push(`${name}=${String(value)} on <${el.tagName}>`);
    }
  }
  return found;
}

/** Arbitrary HTML-in-Markdown fragments: active elements, handlers and unsafe URLs, nested. */
function htmlInMarkdown() {
  const tag = fc.constantFrom('script', 'svg', 'iframe', 'a', 'img', 'div', 'span', 'object', 'embed', 'form', 'button', 'math', 'style', 'template', 'details', 'SCRIPT', 'Link');
  const attr = fc.constantFrom('onclick', 'onerror', 'onload', 'OnMouseOver', 'href', 'src', 'srcdoc', 'style', 'formaction', 'xlink:href', 'action', 'to', 'data');
  const url = fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:x', '&#106;avascript:x', 'java&#x09;script:x', 'vbscript:x', 'data:text/html,<script>x</script>', 'https://ok.example', '#a', 'x', 'alert(1)');
  const element = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('text', '[l](javascript:x)', '![i](javascript:y)', '<b>bold</b>', '\n\n'),
      fc.record({ tag, attrs: fc.array(fc.tuple(attr, url), { maxLength: 3 }), children: fc.array(tie('node'), { maxLength: 3 }) }).map(({ tag: t, attrs, children }) => {
        const a = attrs.map(([n, v]) => ` ${n}="${v}"`).join('');
        return `<${t}${a}>${children.join('')}</${t}>`;
      }),
    ),
  })).node;
  return element;
}

const compile = (body: string, format: 'md' | 'mdx', sanitize: boolean) => compileMarkdown({ body, bodyLineOffset: 0, file: 'docs/a.md', format, sanitize });

describe('unsafe URLs (always removed, with a warning naming file and line)', () => {
  it.each(['md', 'mdx'] as const)('%s: links, images, definitions and HTML attributes', (format) => {
    const body = ['# T', '', '[a](javascript:alert(1)) ![i](vbscript:x)', '', '<a href="&#106;avascript:y">z</a>', '', '[r]: data:text/html,<b>', '', 'see [r]'].join('\n');
    const r = compile(body, format, false);
    expect(activeContent(r.hast).filter((f) => f !== 'raw HTML node')).toEqual([]);
    expect(JSON.stringify(r.hast)).not.toMatch(/javascript|vbscript|data:text/i);
    const lines = r.diagnostics.filter((d) => d.code === 'content/unsafe-url').map((d) => [d.file, d.line]);
    expect(lines).toEqual([
      ['docs/a.md', 3],
      ['docs/a.md', 3],
      ['docs/a.md', 5],
      ['docs/a.md', 7],
    ]);
  });

  it('md: a repeated attribute cannot take the place of the one removed', () => {
    const r = compile('<a href="javascript:x" href="javascript:y" href="vbscript:z">a</a>', 'md', false);
    const raw = JSON.stringify(r.hast);
    expect(raw).not.toMatch(/javascript|vbscript/);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['content/unsafe-url', 'content/unsafe-url', 'content/unsafe-url']);
  });

  it('keeps ordinary URLs', () => {
    const r = compile('[a](https://example.com) [b](/docs/x) [c](#h) [d](mailto:x@y.z)', 'md', false);
    expect(elements(r.hast).filter((e) => e.tagName === 'a').map((e) => e.properties['href'])).toEqual(['https://example.com', '/docs/x', '#h', 'mailto:x@y.z']);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('without markdown.sanitize: scripts, event handlers and srcdoc are warnings', () => {
  it('md: each one with its line and column', () => {
    const body = ['text', '', '<div onclick="x()">hi</div>', '', '<script>alert(1)</script>', '', '<svg><script>alert(2)</script></svg>', '', '<iframe srcdoc="<b>x</b>"></iframe>'].join('\n');
    const r = compile(body, 'md', false);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['content/event-handler', 3, 6],
      ['content/raw-script', 5, 1],
      ['content/raw-script', 7, 6],
      ['content/srcdoc', 9, 9],
    ]);
  });

  it('mdx: JSX written as HTML', () => {
    const r = compile(['<div onClick="x()">hi</div>', '', '<iframe srcDoc="x" />', '', '<script>{"alert(1)"}</script>'].join('\n'), 'mdx', false);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['content/event-handler', 1],
      ['content/srcdoc', 3],
      ['content/raw-script', 5],
    ]);
  });
});

describe('with markdown.sanitize', () => {
  it('removes scripts, handlers and srcdoc, and keeps what pages need', () => {
    const body = [
      '## Title {#custom}',
      '',
      ':::tip[Hint]',
      'text',
      ':::',
      '',
      '```js title="a.js" {1}',
      'const a = 1;',
      '```',
      '',
      '<details><summary>More</summary>inside</details>',
      '',
      '<div onclick="x()"><script>alert(1)</script><iframe srcdoc="x"></iframe>ok</div>',
      '',
      'Footnote[^1].',
      '',
      '[^1]: note',
    ].join('\n');
    const r = compile(body, 'md', true);
    expect(activeContent(r.hast)).toEqual([]);
    const els = elements(r.hast);
    expect(els.find((e) => e.tagName === 'h2')?.properties['id']).toBe('custom');
    expect(els.find((e) => e.tagName === 'admonition')?.properties).toMatchObject({ type: 'tip' });
    expect(els.find((e) => e.tagName === 'pre')?.properties).toMatchObject({ className: ['language-js'], dataTitle: 'a.js' });
    expect(els.some((e) => e.tagName === 'span' && (e.properties['className'] as string[]).includes('theme-code-block-highlighted-line'))).toBe(true);
    expect(els.map((e) => e.tagName)).toEqual(expect.arrayContaining(['details', 'summary', 'section', 'sup']));
    expect(els.some((e) => e.tagName === 'iframe')).toBe(false);
    expect(r.diagnostics.filter((d) => d.code.startsWith('content/'))).toEqual([]);
  });

  it('keeps MDX components and their JSON props, minus handlers and unsafe URLs', () => {
    const body = ['<Tabs groupId="os" values={[{"label": "A", "value": "a"}]} onChange="x()">', '<TabItem value="a"><Link to="javascript:x">a</Link><b onmouseover="y">b</b></TabItem>', '</Tabs>'].join('\n');
    const r = compile(body, 'mdx', true);
    expect(activeContent(r.hast)).toEqual([]);
    const tabs = elements(r.hast).find((e) => e.tagName === 'Tabs')!;
    expect(tabs.properties).toEqual({ groupId: 'os' });
    expect((tabs.data as { jsxProps?: unknown }).jsxProps).toEqual({ values: [{ label: 'A', value: 'a' }] });
    expect(elements(r.hast).map((e) => e.tagName)).toEqual(['Tabs', 'TabItem', 'Link', 'b']);
  });

  it('property: no script, event handler, srcdoc, raw HTML or unsafe URL survives, whatever the HTML', () => {
    fc.assert(
      fc.property(fc.array(htmlInMarkdown(), { minLength: 1, maxLength: 4 }), fc.constantFrom('md', 'mdx') as fc.Arbitrary<'md' | 'mdx'>, (parts, format) => {
        let r;
        try {
          r = compile(parts.join('\n\n'), format, true);
        } catch (error) {
          if (error instanceof CompileError) return; // not valid MDX: nothing is published
          throw error;
        }
        expect(activeContent(r.hast)).toEqual([]);
        if (r.excerptHast) expect(activeContent(r.excerptHast)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

it('property: without sanitize, no unsafe URL survives either (elements, props or raw HTML)', () => {
  fc.assert(
    fc.property(fc.array(htmlInMarkdown(), { minLength: 1, maxLength: 4 }), fc.constantFrom('md', 'mdx') as fc.Arbitrary<'md' | 'mdx'>, (parts, format) => {
      let r;
      try {
        r = compile(parts.join('\n\n'), format, false);
      } catch (error) {
        if (error instanceof CompileError) return;
        throw error;
      }
      const urls = activeContent(r.hast).filter((f) => f.includes('='));
      expect(urls).toEqual([]);
      const raws: string[] = [];
      const visit = (n: Root | RootContent): void => {
        if ((n as { type: string }).type === 'raw') raws.push((n as unknown as { value: string }).value);
        if ('children' in n) n.children.forEach(visit);
      };
      visit(r.hast);
      for (const raw of raws) expect(scanRawHtml(raw).findings.filter((f) => f.kind === 'unsafe-url')).toEqual([]);
    }),
    { numRuns: 300 },
  );
});

it('URL_PROPERTIES covers the attributes a browser follows', () => {
  for (const p of ['href', 'src', 'action', 'formAction', 'xLinkHref', 'to']) expect(URL_PROPERTIES.has(p)).toBe(true);
});

it('scans a <template> inside MathML or SVG, a foreign element without a content fragment (found by the property above)', () => {
  for (const html of ['<math><template></template><a href="javascript:x">x</a></math>', '<svg><template><a href="javascript:x">y</a></template></svg>']) {
    const { html: out, findings } = scanRawHtml(html);
    expect(findings.map((f) => f.kind)).toEqual(['unsafe-url']);
    expect(out).not.toContain('javascript:');
  }
});
