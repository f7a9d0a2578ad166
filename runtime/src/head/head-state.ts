import { localeUrl } from '../navbar/locale-links.js';

/** What a page puts in `<head>` (SPEC §1 document title; meta description, canonical URL, social image). */
export interface HeadState {
  /** Full document title (page title, delimiter, site title). */
  title: string;
  /** `<meta>` tags: attribute (`name` or `property`) and its value → content. */
  meta: { attr: 'name' | 'property'; key: string; content: string }[];
  /** `<link rel=canonical>` href, or null. */
  canonical: string | null;
  /** Other tags a page's `<Head>` adds (`link`, `script`, `style`, `meta` without name/property…). */
  extra?: HeadTag[];
}

/** One tag of the head other than the title and named meta tags. */
export interface HeadTag {
  tag: 'link' | 'meta' | 'script' | 'style' | 'noscript' | 'base';
  attrs: Record<string, string>;
  /** Text content (inline script or style). */
  text?: string;
}

/** What a `<Head>` element changes on top of the page's head: its values win, its tags are added. */
export interface HeadPatch {
  /** The document title exactly as written (not joined with the site title). */
  title?: string;
  meta: HeadState['meta'];
  canonical?: string;
  extra: HeadTag[];
}

/** `state` with `patch` applied: title and canonical replaced, meta tags replaced by key or added, tags added. */
export function applyHeadPatch(state: HeadState, patch: HeadPatch): HeadState {
  const replaced = new Set(patch.meta.map((m) => `${m.attr}\u0000${m.key}`));
  return {
    title: patch.title ?? state.title,
    meta: [...state.meta.filter((m) => !replaced.has(`${m.attr}\u0000${m.key}`)), ...patch.meta],
    canonical: patch.canonical ?? state.canonical,
    extra: [...(state.extra ?? []), ...patch.extra],
  };
}

/** The page-level fields pages pass to `PageMeta`. */
export interface PageMetaInput {
  title?: string | null;
  description?: string | null;
  keywords?: readonly string[] | string | null;
  image?: string | null;
  noIndex?: boolean;
}

/** Site fields the head needs. */
export interface HeadSite {
  title: string;
  titleDelimiter: string;
  url: string;
  baseUrl: string;
  noIndex: boolean;
  /** `themeConfig.image`: default social image. */
  defaultImage?: string | null;
  /** The default locale, for the `x-default` alternate link. */
  defaultLocale?: string;
  /** Every locale's `htmlLang` and base URL (`ShellData.site.localeLinks`): with two or more, pages get alternate links. */
  localeLinks?: readonly { locale: string; htmlLang: string; baseUrl: string }[];
}

/**
 * The `<link rel="alternate" hreflang>` tags of a page at `pathname` (its path, `site.baseUrl`
 * included), as Docusaurus's theme writes them: one per locale (`hreflang` its `htmlLang`, the
 * same path under that locale's base URL, absolute) and `x-default` for the default locale's.
 * None for a site of one locale.
 */
export function alternateLinks(site: Pick<HeadSite, 'url' | 'baseUrl' | 'defaultLocale' | 'localeLinks'>, pathname: string): HeadTag[] {
  const links = site.localeLinks ?? [];
  if (links.length < 2) return [];
  const href = (baseUrl: string): string => absoluteUrl(site, localeUrl({ pathname, search: '', hash: '', currentBaseUrl: site.baseUrl, targetBaseUrl: baseUrl }));
  const tags: HeadTag[] = links.map((l) => ({ tag: 'link', attrs: { rel: 'alternate', href: href(l.baseUrl), hreflang: l.htmlLang } }));
  const fallback = links.find((l) => l.locale === site.defaultLocale) ?? links[0]!;
  tags.push({ tag: 'link', attrs: { rel: 'alternate', href: href(fallback.baseUrl), hreflang: 'x-default' } });
  return tags;
}

/** `<page title> <delimiter> <site title>`, or the site title alone for an untitled page. */
export function formatTitle(title: string | null | undefined, site: Pick<HeadSite, 'title' | 'titleDelimiter'>): string {
  const t = (title ?? '').trim();
  if (!t || t === site.title) return site.title;
  return site.title ? `${t} ${site.titleDelimiter} ${site.title}` : t;
}

/** Absolute URL of a site path or asset (`img/x.png` is relative to baseUrl). */
export function absoluteUrl(site: Pick<HeadSite, 'url' | 'baseUrl'>, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//')) return pathOrUrl;
  const origin = site.url.replace(/\/+$/, '');
  if (pathOrUrl.startsWith('/')) return `${origin}${pathOrUrl}`;
  return `${origin}${site.baseUrl}${pathOrUrl}`;
}

/** The head of a page at `pathname` with `input`. */
export function headState(site: HeadSite, pathname: string, input: PageMetaInput): HeadState {
  const title = formatTitle(input.title, site);
  const meta: HeadState['meta'] = [];
  meta.push({ attr: 'property', key: 'og:title', content: title });
  if (input.description) {
    meta.push({ attr: 'name', key: 'description', content: input.description });
    meta.push({ attr: 'property', key: 'og:description', content: input.description });
  }
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(',') : (input.keywords as string | null | undefined);
  if (keywords) meta.push({ attr: 'name', key: 'keywords', content: keywords });
  const image = input.image ?? site.defaultImage;
  if (image) {
    const url = absoluteUrl(site, image);
    meta.push({ attr: 'property', key: 'og:image', content: url });
    meta.push({ attr: 'name', key: 'twitter:image', content: url });
  }
  const canonical = absoluteUrl(site, pathname);
  meta.push({ attr: 'property', key: 'og:url', content: canonical });
  if (input.noIndex || site.noIndex) meta.push({ attr: 'name', key: 'robots', content: 'noindex, nofollow' });
  const alternates = alternateLinks(site, pathname);
  return alternates.length > 0 ? { title, meta, canonical, extra: alternates } : { title, meta, canonical };
}
