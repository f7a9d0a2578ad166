import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor } from '../test-support/render-app.js';
import { bootDataWriter, deferBodies } from './boot-json.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

describe('bootDataWriter', () => {
  const { graph, chunks } = goldenGraph(FEATURES);
  const plan = planFor(graph, chunks);
  const write = bootDataWriter(plan);

  it('inlines the chain data and a pruned docs sidebar', () => {
    const page = plan.pages.find((p) => p.path === '/docs/canary/getting-started/examples/audiogram')!;
    const boot = JSON.parse(write(page));
    const sidebarId = page.chain.at(-1)!.sidebar!;
    expect(boot.shell).toEqual(JSON.parse(JSON.stringify(plan.shell)));
    expect(Object.keys(boot.page.files)).not.toContain(sidebarId);
    expect(boot.page.partial[sidebarId].view).toBe('docs-sidebar');
    expect(JSON.stringify(boot.page.partial[sidebarId]).length).toBeLessThan(plan.files.get(sidebarId)!.text.length);
    expect(Object.values(boot.page.files).map((f: any) => f.view).sort()).toEqual(['doc', 'docs-version']);
  });

  it('has no partial part for pages without a docs sidebar', () => {
    const page = plan.pages.find((p) => p.path === '/blog')!;
    const boot = JSON.parse(write(page));
    expect(boot.page.partial).toBeUndefined();
    expect(Object.values(boot.page.files).map((f: any) => f.view).sort()).toEqual(['blog-list', 'blog-sidebar']);
  });
});

describe('deferBodies', () => {
  it('replaces content bodies by pointers and keeps their TOC', () => {
    const content = { body: { type: 'root', children: [{ type: 'text', value: 'x' }] }, toc: [{ id: 'a', value: 'A', level: 2, children: [] }], contentTitle: null };
    const out = deferBodies({ view: 'blog-list', items: [{ post: { id: 'p' }, content }] }, 'f1') as any;
    expect(out.items[0].post).toEqual({ id: 'p' });
    expect(out.items[0].content).toEqual({ body: { type: 'root', children: [] }, toc: content.toc, contentTitle: null, deferred: { file: 'f1', path: ['items', 0, 'content'] } });
  });
});
