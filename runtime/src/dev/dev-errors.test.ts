import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticOverlay, errorPageHtml, overlayError, overlayScript, withOverlay } from './dev-errors.js';

const SITE = path.resolve('/site');
const yaml = { level: 'error', code: 'frontmatter/invalid-yaml', message: 'Malformed front matter', file: 'docs/a.md', line: 3, column: 1 };
const mdx = { level: 'error', code: 'markdown/invalid-mdx', message: 'MDX compilation failed', file: 'docs/b.mdx', line: 7, column: 12 };

describe('diagnosticOverlay', () => {
  it('places the overlay at the absolute file, line and column, and names file:line:column and the code in the message', () => {
    expect(diagnosticOverlay(yaml, SITE)).toEqual({
      message: 'docs/a.md:3:1: [frontmatter/invalid-yaml] Malformed front matter',
      stack: '',
      id: path.join(SITE, 'docs/a.md'),
      loc: { file: path.join(SITE, 'docs/a.md'), line: 3, column: 1 },
      plugin: 'sitegraph',
    });
  });

  it('has no loc without a line, and neither id nor loc without a file', () => {
    const noLine = diagnosticOverlay({ message: 'm', file: 'docs/a.md' }, SITE);
    expect(noLine.id).toBe(path.join(SITE, 'docs/a.md'));
    expect(noLine.loc).toBeUndefined();
    expect(diagnosticOverlay({ message: 'm' }, SITE)).toEqual({ message: 'm', stack: '', plugin: 'sitegraph' });
  });
});

describe('overlayError', () => {
  it('takes the place of a CompileError-like error from its first error diagnostic, listing the others', () => {
    const error = Object.assign(new Error('x'), { diagnostics: [{ ...mdx, level: 'warning' }, mdx, yaml] });
    const err = overlayError(error, SITE);
    expect(err.loc).toEqual({ file: path.join(SITE, 'docs/b.mdx'), line: 7, column: 12 });
    expect(err.message.split('\n')).toEqual(['docs/b.mdx:7:12: [markdown/invalid-mdx] MDX compilation failed', 'docs/a.md:3:1: [frontmatter/invalid-yaml] Malformed front matter']);
  });

  it('puts the diagnostics of the given files first (the files just saved)', () => {
    const error = Object.assign(new Error('x'), { diagnostics: [mdx, yaml] });
    expect(overlayError(error, SITE, ['docs/a.md']).loc?.file).toBe(path.join(SITE, 'docs/a.md'));
  });

  it('keeps the message and stack of any other error, without a place', () => {
    const error = new Error('boom');
    expect(overlayError(error, SITE)).toEqual({ message: 'boom', stack: error.stack, plugin: 'sitegraph' });
    expect(overlayError('plain', SITE)).toEqual({ message: 'plain', stack: '', plugin: 'sitegraph' });
  });
});

describe('overlay HTML', () => {
  const err = { message: 'docs/a.md:3:1: bad </script><b>', stack: '', plugin: 'sitegraph' as const };

  it('opens Vite\'s overlay from its client under the base, with JSON that cannot close the script', () => {
    const script = overlayScript(err, '/docs-base/');
    expect(script).toContain('import { ErrorOverlay } from "/docs-base/@vite/client"');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('new ErrorOverlay(') + 'new ErrorOverlay('.length, script.lastIndexOf('));'));
    expect(JSON.parse(json)).toEqual(err);
  });

  it('inserts the script before </body>, or appends it', () => {
    expect(withOverlay('<html><body><p>x</p></body></html>', err, '/')).toMatch(/<p>x<\/p><script type="module">.*<\/script><\/body><\/html>$/);
    expect(withOverlay('<p>x</p>', err, '/')).toMatch(/^<p>x<\/p><script/);
  });

  it('error page: escaped title and message readable as text, Vite\'s client and the overlay', () => {
    const html = errorPageHtml('Rendering /a<b> failed', err, '/');
    expect(html).toContain('<title>Rendering /a&lt;b&gt; failed</title>');
    expect(html).toContain('<pre>docs/a.md:3:1: bad &lt;/script&gt;&lt;b&gt;</pre>');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('new ErrorOverlay(');
  });
});
