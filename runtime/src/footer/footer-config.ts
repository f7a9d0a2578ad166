/** One link of `themeConfig.footer.links` (a column's item, or an item of the simple row). */
export interface FooterLinkItem {
  label?: string;
  /** A site path (base URL added). */
  to?: string;
  /** A URL used as written; external ones get the ↗ mark. */
  href?: string;
  /** Raw HTML in place of a link. */
  html?: string;
  className?: string;
}

/** A titled column of `themeConfig.footer.links`. */
export interface FooterColumn {
  title?: string | null;
  items: FooterLinkItem[];
}

/** The footer logo of `themeConfig.footer.logo`; `width`/`height` in CSS pixels (default height 32). */
export interface FooterLogoConfig {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  width?: number | string;
  height?: number | string;
}

/** `themeConfig.footer`, as Docusaurus's theme-classic reads it, plus sitegraph's `madeWith`. */
export interface FooterConfig {
  style?: 'light' | 'dark';
  links?: (FooterColumn | FooterLinkItem)[];
  logo?: FooterLogoConfig;
  copyright?: string;
  /** HTML of the "made with" note; false hides it. */
  madeWith?: string | false;
}

/** Whether a `links` entry is a titled column (it has `items`) rather than a link. */
export function isFooterColumn(entry: FooterColumn | FooterLinkItem): entry is FooterColumn {
  return Array.isArray((entry as { items?: unknown }).items);
}
