/**
 * Issue #13 item 6: with `markdown.sanitize`, raw HTML in content runs no script in a reader's
 * browser; without it the same page does (Docusaurus trusts its authors), which shows the page
 * really carries the payload, and the build warns about it.
 */
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveSite, type ServedSite } from '@sitegraph/runtime';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { makeProject, sitegraphIn } from '../reliability/support.js';
import { waitForHydration, watchedPage } from './support/browser.js';
import { useSharedBrowser } from './support/shared-browser.js';

const tempDir = tempDirs('sitegraph-sanitize-');

const PAYLOAD = [
  '# Contributed page',
  '',
  'Some text.',
  '',
  '<img src="/missing.png" onerror="window.__pwned = (window.__pwned || 0) + 1">',
  '',
  '<script>window.__pwned = (window.__pwned || 0) + 1</script>',
  '',
  '<a href="javascript:window.__pwned=1" id="js-link">click</a>',
  '',
  '<svg><script>window.__pwned = (window.__pwned || 0) + 1</script></svg>',
].join('\n');

const browser = useSharedBrowser();

/** Builds the docs-minimal site with the payload page, `markdown.format: md`, sanitize as given; serves it. */
async function servedSite(sanitize: boolean): Promise<{ served: ServedSite; stderr: string }> {
  const { root, site } = makeProject(path.join(tempDir(), 'project'));
  writeFileSync(path.join(site, 'docs', 'contributed.md'), PAYLOAD);
  writeFileSync(
    path.join(site, 'site.json'),
    JSON.stringify({ title: 'Minimal', url: 'https://example.org', baseUrl: '/', markdown: { format: 'md', sanitize }, plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }] }),
  );
  const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
  expect(r.code, r.stderr).toBe(0);
  return { served: await serveSite({ dir: path.join(root, 'dist'), port: 0 }), stderr: r.stderr };
}

describe('content that could attack readers', () => {
  it.each([false, true])('sanitize %s', async (sanitize) => {
    const { served, stderr } = await servedSite(sanitize);
    try {
      const w = await watchedPage(browser());
      await w.page.goto(`${served.url}docs/contributed`);
      await waitForHydration(w.page);
      await w.page.waitForTimeout(300);
      const pwned = await w.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);
      expect(await w.page.locator('text=Some text.').count()).toBe(1);
      // The javascript: link is always removed.
      expect(await w.page.locator('#js-link').getAttribute('href')).toBeNull();
      expect(stderr).toContain('docs/contributed.md:9:4: warning [content/unsafe-url]');
      if (sanitize) {
        expect(pwned).toBe(0);
        expect(stderr).not.toContain('[content/raw-script]');
      } else {
        expect(pwned).toBeGreaterThan(0);
        expect(stderr).toContain('docs/contributed.md:5:25: warning [content/event-handler]');
        expect(stderr).toContain('docs/contributed.md:7:1: warning [content/raw-script]');
      }
      await w.context.close();
    } finally {
      await served.close();
    }
  });
});
