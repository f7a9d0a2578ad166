import { describe, expect, it } from 'vitest';
import { siteWithTheme } from './site-with-theme.js';

const A = () => null;
const B = () => null;
const C = () => null;

describe('siteWithTheme', () => {
  it('keeps the site module when nothing is swizzled', () => {
    const site = { components: { A } };
    expect(siteWithTheme(site, {})).toBe(site);
    expect(siteWithTheme(site, undefined)).toBe(site);
  });

  it('adds swizzled content components and MDXComponents under the client module own components', () => {
    const result = siteWithTheme({ components: { Tabs: C } }, { MDXComponents: { Highlight: A, Tabs: A }, Tabs: B, Admonition: B, Footer: A });
    expect(result.components).toEqual({ Highlight: A, Tabs: C, Admonition: B });
  });
});
