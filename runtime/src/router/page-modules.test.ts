import { describe, expect, it } from 'vitest';
import { pageModuleSources } from './page-modules.js';

describe('pageModuleSources', () => {
  it('finds the module of every content in data files, once, in order, without looking inside bodies', () => {
    const content = (module?: string) => ({ body: { type: 'root', children: [{ module: 'inside-a-body' }] }, toc: [], contentTitle: null, ...(module ? { module } : {}) });
    const files = [
      { view: 'doc', content: content('docs/a.mdx'), sidebar: [{ label: 'x' }] },
      { view: 'blog-list', items: [{ excerpt: content('blog/p.mdx') }, { excerpt: content() }, { excerpt: content('docs/a.mdx') }] },
      null,
    ];
    expect(pageModuleSources(files)).toEqual(['docs/a.mdx', 'blog/p.mdx']);
  });
});
