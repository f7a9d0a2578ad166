import { afterEach, describe, expect, it, vi } from 'vitest';
import { withGtagPageViews } from './gtag-page-views.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('withGtagPageViews', () => {
  it('reports route changes to gtag after the site hook, not the first view', () => {
    vi.useFakeTimers();
    const calls: unknown[][] = [];
    vi.stubGlobal('window', { gtag: (...args: unknown[]) => calls.push(args), location: { href: 'https://x.org/b?x#y' } });
    vi.stubGlobal('document', { title: 'B' });
    const own = vi.fn();
    const site = withGtagPageViews({ onPageView: own }, true);
    site.onPageView!({ pagePath: '/a', previousPagePath: null, title: 'A' });
    site.onPageView!({ pagePath: '/b?x#y', previousPagePath: '/a', title: 'B' });
    vi.runAllTimers();
    expect(own).toHaveBeenCalledTimes(2);
    expect(calls).toEqual([
      ['set', 'page_path', '/b?x#y'],
      ['event', 'page_view', { page_title: 'B', page_location: 'https://x.org/b?x#y', page_path: '/b?x#y' }],
    ]);
  });

  it('leaves the site module as it is without gtag', () => {
    const site = {};
    expect(withGtagPageViews(site, false)).toBe(site);
  });
});
