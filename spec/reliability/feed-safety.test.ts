// Issue #13 item 6: feeds carry the same guarantees as pages.
import { describe, expect, it } from 'vitest';
import { compile, siteInputFromFiles, validateSiteConfig } from '@sitegraph/compiler';

const POST = [
  '---',
  'title: Post',
  '---',
  '',
  'Text [link](javascript:alert(1)).',
  '',
  '<div onClick="alert(2)">x</div>',
  '',
  '<script>{"alert(3)"}</script>',
  '',
  '<iframe srcDoc="<b>x</b>" />',
].join('\n');

function feedsOf(sanitize: boolean): string {
  const config = validateSiteConfig(
    { title: 'Feeds', url: 'https://example.org', plugins: [{ plugin: 'content-blog', id: 'default', options: { path: 'blog', feedOptions: { type: 'all' } } }] },
    'site.json',
  );
  const result = compile(siteInputFromFiles(config, { 'blog/2024-01-02-post.mdx': POST }), { sanitize });
  return result.files
    .filter((f) => /\.(xml|json)$/.test(f.path) && f.path.startsWith('blog/'))
    .map((f) => String(f.content))
    .join('\n');
}

describe('feeds', () => {
  it('never carry javascript: URLs', () => {
    const feeds = feedsOf(false);
    expect(feeds).toContain('Text');
    expect(feeds).not.toMatch(/javascript:/);
    // Without sanitize the rest is published as written (and warned about).
    expect(feeds).toMatch(/alert\(2\)/);
  });

  it('with sanitize: no script, event handler or srcdoc either', () => {
    const feeds = feedsOf(true);
    expect(feeds).toContain('Text');
    expect(feeds).not.toMatch(/<script|onclick|srcdoc|alert\(/i);
  });
});
