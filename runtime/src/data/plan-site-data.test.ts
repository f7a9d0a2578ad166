import { describe, expect, it } from 'vitest';
import { compiledGraph } from '../test-support/compiled-graph.js';
import { planSiteData } from './plan-site-data.js';
import type { BlogAuthorData, BlogAuthorsListData, BlogListData, DocData, DocsSidebarData, ManifestRoute } from './site-data.js';

const FEATURES = new URL('../../../../shared/corpora/features', import.meta.url).pathname;

async function plan() {
  const { graph, chunks } = await compiledGraph(FEATURES);
  return { graph, plan: planSiteData({ graph, readChunk: (h) => chunks.get(h)!, buildYear: 2025 }) };
}

function flatten(routes: ManifestRoute[]): ManifestRoute[] {
  return routes.flatMap((r) => [r, ...flatten(r.routes ?? [])]);
}

describe('planSiteData on the features corpus', () => {
  it('plans one page per leaf route, in router order', async () => {
    const { graph, plan: p } = await plan();
    const leaves = new Set(graph.routesPaths.filter((x) => !x.endsWith('404.html')));
    expect(p.pages.map((x) => x.path).sort()).toEqual([...leaves].sort());
    expect(p.warnings).toEqual([]);
  });

  it('makes each page\'s chain of the manifest\'s routes: a leaf is its own link, a route with children a copy without them', async () => {
    const { plan: p } = await plan();
    const routes = new Set(flatten(p.manifest));
    for (const page of p.pages) {
      const leaf = page.chain.at(-1)!;
      // The same object as in the manifest: a 50,000-doc plan holds one, not two.
      expect(routes.has(leaf)).toBe(true);
      expect(leaf.routes).toBeUndefined();
      for (const link of page.chain.slice(0, -1)) expect(link.routes).toBeUndefined();
    }
  });

  it('gives every doc route its data and the sidebar it displays', async () => {
    const { plan: p } = await plan();
    const doc = p.pages.find((x) => x.path === '/docs/canary/getting-started/examples/audiogram')!;
    expect(doc.chain.map((r) => r.view)).toEqual(['docs-root', 'docs-version', 'docs-sidebar-root', 'doc']);
    const leaf = doc.chain.at(-1)!;
    const data = p.files.get(leaf.data!)!.value as DocData;
    expect(data.title).toBe('Audiogram');
    expect(data.previous?.permalink).toBe('/docs/canary/getting-started/examples/slideshow');
    expect(data.versionPaths.current).toBe('/docs/canary/getting-started/examples/audiogram');
    const sidebar = p.files.get(leaf.sidebar!)!.value as DocsSidebarData;
    expect(sidebar.name).toBe('docs');
    expect(sidebar.items[0]).toMatchObject({ type: 'link', label: 'Introduction' });
  });

  it('shares one sidebar file between the docs of a sidebar', async () => {
    const { plan: p } = await plan();
    const docs = flatten(p.manifest).filter((r) => r.view === 'doc' && r.path.startsWith('/docs/canary/getting-started/'));
    const ids = new Set(docs.map((r) => r.sidebar));
    const names = new Set(docs.map((r) => (p.files.get(r.data!)!.value as DocData).sidebar));
    expect(names).toEqual(new Set(['docs', 'reference']));
    expect(ids.size).toBe(2);
  });

  it('paginates blog lists as the compiler decided and embeds excerpts', async () => {
    const { plan: p } = await plan();
    const page2 = flatten(p.manifest).find((r) => r.path === '/blog/page/2')!;
    const data = p.files.get(page2.data!)!.value as BlogListData;
    expect(data.metadata).toMatchObject({ page: 2, totalPages: 3, previousPage: '/blog', nextPage: '/blog/page/3', totalCount: 22 });
    expect(data.items).toHaveLength(10);
    expect(page2.sidebar).toBeDefined();
  });

  it('takes author pages\' pagination and every author\'s post count from the graph', async () => {
    const { graph, plan: p } = await plan();
    const routes = flatten(p.manifest);
    const page2 = p.files.get(routes.find((r) => r.path === '/blog/authors/mira/authors/2')!.data!)!.value as BlogAuthorData;
    expect(page2.metadata).toMatchObject({ page: 2, previousPage: '/blog/authors/mira', nextPage: null });
    expect(page2.author.count).toBe(page2.metadata.totalCount);
    const list = p.files.get(routes.find((r) => r.path === '/blog/authors')!.data!)!.value as BlogAuthorsListData;
    const posts = graph.blog.default!.posts;
    for (const author of list.authors) {
      expect(author.count, String(author.key)).toBe(posts.filter((post) => post.authors.some((a) => a.key === author.key)).length);
    }
    expect(list.authors.some((a) => !a.page && a.count > 0)).toBe(true);
  });

  it('marks unlisted and noIndex pages', async () => {
    const { plan: p } = await plan();
    expect(p.pages.find((x) => x.path === '/blog/2025/05/12/community-call-recap')?.noIndex).toBe(true);
    expect(p.pages.find((x) => x.path.startsWith('/docs/4.0/'))?.noIndex).toBe(true);
    expect(p.pages.find((x) => x.path === '/docs/canary/faq')?.noIndex).toBe(false);
  });

  it('names files by content hash and inlines nothing per site in the shell but ids', async () => {
    const { plan: p } = await plan();
    expect(p.files.get(p.shell.manifest)?.value.view).toBe('manifest');
    expect(JSON.stringify(p.shell).length).toBeLessThan(4000);
    const again = (await plan()).plan;
    expect([...again.files.keys()]).toEqual([...p.files.keys()]);
  });
});

describe('planSiteData streaming the data files', () => {
  it('emits the same files (ids and texts) as a plan that holds them, splicing content as text', async () => {
    const { graph, chunks } = await compiledGraph(FEATURES);
    const held = planSiteData({ graph, readChunk: (h) => chunks.get(h)!, buildYear: 2025 });
    const emitted = new Map<string, string>();
    const streamed = planSiteData({
      graph,
      readChunk: () => {
        throw new Error('not parsed when streaming');
      },
      buildYear: 2025,
      stream: {
        readChunkText: (h) => JSON.stringify(chunks.get(h)!),
        emit(id, text) {
          expect(emitted.has(id)).toBe(false);
          emitted.set(id, text);
          return { text, value: JSON.parse(text) };
        },
      },
    });
    expect([...emitted.keys()]).toEqual([...held.files.keys()]);
    for (const [id, text] of emitted) expect(text).toBe(held.files.get(id)!.text);
    expect(streamed.shell).toEqual(held.shell);
    expect(streamed.pages).toEqual(held.pages);
    expect(streamed.warnings).toEqual(held.warnings);
  });

  it('warns once and plans empty content for a chunk it cannot read', async () => {
    const { graph, chunks } = await compiledGraph(FEATURES);
    const missing = [...chunks.keys()][0]!;
    const streamed = planSiteData({
      graph,
      readChunk: (h) => chunks.get(h)!,
      buildYear: 2025,
      stream: {
        readChunkText: (h) => {
          if (h === missing) throw new Error('gone');
          return JSON.stringify(chunks.get(h)!);
        },
        emit: (_id, text) => ({ text, value: JSON.parse(text) }),
      },
    });
    expect(streamed.warnings.filter((w) => w.includes(missing))).toHaveLength(1);
  });
});
