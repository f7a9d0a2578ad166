import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem } from '../data/site-data.js';
import { DocSidebarItems } from './DocSidebarItems.js';
import { pruneSidebar } from './prune-sidebar.js';
import { RuntimeProvider } from '../client/runtime-context.js';
import { StaticRouter } from '../router/StaticRouter.js';

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href });
const cat = (label: string, items: SidebarItem[], o: Partial<Extract<SidebarItem, { type: 'category' }>> = {}): SidebarItem => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...o });

const sidebar: SidebarItem[] = [
  link('Intro', '/docs/'),
  cat('Guides', [link('A', '/docs/a'), cat('Deep', [link('B', '/docs/b')])]),
  cat('Open', [link('C', '/docs/c')], { collapsed: false }),
  cat('Fixed', [link('D', '/docs/d')], { collapsible: false }),
  cat('Other', [link('E', '/docs/e'), link('F', '/docs/f')], { href: '/docs/other' }),
];

function render(items: SidebarItem[], active: string): string {
  const runtime = { shell: { site: { trailingSlash: null, baseUrl: '/' } }, data: {}, modules: {}, site: {}, head: {}, server: true } as never;
  return renderToStaticMarkup(
    <RuntimeProvider value={runtime}>
      <StaticRouter location={active}>
        <ul>
          <DocSidebarItems items={items} activePath={active} />
        </ul>
      </StaticRouter>
    </RuntimeProvider>,
  );
}

describe('pruneSidebar', () => {
  it('drops the children of categories that start collapsed, keeping the active path', () => {
    const pruned = pruneSidebar(sidebar, '/docs/b');
    expect(pruned[1]).toMatchObject({ label: 'Guides', items: [{ label: 'A' }, { label: 'Deep', items: [{ label: 'B' }] }] });
    expect(pruned[2]).toMatchObject({ label: 'Open', items: [{ label: 'C' }] });
    expect(pruned[3]).toMatchObject({ label: 'Fixed', items: [{ label: 'D' }] });
    expect(pruned[4]).toMatchObject({ label: 'Other', items: [] });
  });

  it('renders exactly like the full sidebar on every page of it', () => {
    for (const active of ['/docs/', '/docs/a', '/docs/b', '/docs/c', '/docs/e', '/docs/other', '/elsewhere']) {
      expect(render(pruneSidebar(sidebar, active), active)).toBe(render(sidebar, active));
    }
  });
});
