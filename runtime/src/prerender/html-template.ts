import { announcementBarScript } from '../announcement-bar/announcement-bar-store.js';
import { resolveAnnouncementBarConfig } from '../announcement-bar/announcement-bar-config.js';
import { APP_ROOT_ID, BOOT_DATA_ID, type BootData } from '../client/boot-data.js';
import { colorModeScript } from '../color-mode/color-mode-script.js';
import { resolveColorModeConfig } from '../color-mode/color-mode.js';
import { headToHtml } from '../head/head-manager.js';
import { siteTagsToHtml } from '../head/site-tags-html.js';
import type { GraphSite } from '@sitegraph/compiler';

/** A site-wide `<head>` element of the graph (`site.headTags`). */
type HtmlTag = GraphSite['headTags'][number];
import type { HeadState } from '../head/head-state.js';
import type { ManifestRoute } from '../data/site-data.js';
import { lazyViewGroups } from '../pages/view-groups.js';
import { withBaseUrl } from '../theme/base-url.js';
import { baseUrlBannerScript } from './base-url-banner.js';

/** The client assets a page loads (from the Vite manifest). */
export interface PageAssets {
  /** Entry script URL. */
  script: string;
  /** Stylesheet URLs. */
  styles: string[];
  /** Module URLs to preload (entry imports and the page's own module). */
  preload: string[];
}

/**
 * The key of a page's client assets: pages with the same key load the same scripts (the same
 * site module and lazily loaded view groups). `''` for a page that needs only the entry.
 */
export function pageAssetKey(chain: readonly ManifestRoute[]): string {
  const module = chain.find((r) => r.module)?.module ?? '';
  const groups = lazyViewGroups(chain);
  return groups.length ? `${module}|${groups.join(',')}` : module;
}

/** Extra `<head>` tags of the whole site (feeds, metadata), as HTML. */
export interface SiteHeadTags {
  html: string;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Site-wide `<head>` tags: favicon, `themeConfig.metadata`, feed alternate links, then the
 * config's `headTags`, `stylesheets` and `scripts` (`graph.site.headTags`).
 */
export function siteHeadTags(
  boot: Pick<BootData, 'shell'>,
  feedLinks: readonly { href: string; type: string; title: string }[],
  configTags: readonly HtmlTag[] = [],
): SiteHeadTags {
  const { site, themeConfig } = boot.shell;
  const parts: string[] = [];
  if (site.favicon) parts.push(`<link rel="icon" href="${escapeAttr(withBaseUrl(site.baseUrl, site.favicon))}">`);
  const metadata = Array.isArray(themeConfig.metadata) ? (themeConfig.metadata as Record<string, unknown>[]) : [];
  for (const m of metadata) {
    const attrs = Object.entries(m)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && /^[a-z-:]+$/i.test(e[0]))
      .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
      .join(' ');
    if (attrs) parts.push(`<meta ${attrs}>`);
  }
  for (const f of feedLinks) parts.push(`<link rel="alternate" type="${escapeAttr(f.type)}" href="${escapeAttr(f.href)}" title="${escapeAttr(f.title)}">`);
  parts.push(siteTagsToHtml(configTags));
  return { html: parts.join('') };
}

/** What a page adds to the site-wide template. */
export interface PageParts {
  appHtml: string;
  head: HeadState | null;
  /** Inline boot data JSON, already escaped for a script element. */
  bootJson: string;
  assets: PageAssets;
  isHome: boolean;
}

/**
 * The page template of a site: everything that is the same on every page (colour-mode and
 * announcement-bar scripts, site head tags) is computed once; the returned function renders a
 * page from its parts. A prerendered page is `<html data-theme>` with the colour-mode and
 * announcement-bar scripts running before first paint, the page's head, stylesheet and
 * preloads, the app HTML, the inlined boot data (so hydration needs no request), and on the home
 * page the wrong-base-URL check.
 */
export function pageTemplate(shell: BootData['shell'], siteHead: SiteHeadTags): (page: PageParts) => string {
  const { site, themeConfig } = shell;
  const colorMode = resolveColorModeConfig(themeConfig.colorMode);
  const bar = resolveAnnouncementBarConfig(themeConfig.announcementBar);
  const start = [
    '<!doctype html>',
    `<html lang="${escapeAttr(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${colorMode.defaultMode}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    '<meta name="generator" content="sitegraph">',
  ].join('');
  const scripts = `${siteHead.html}<script>${colorModeScript(colorMode)}</script>${bar ? `<script>${announcementBarScript(bar.id)}</script>` : ''}`;
  const fallbackTitle = `<title>${escapeAttr(site.title)}</title>`;
  const banner = `<script>${baseUrlBannerScript(site.baseUrl)}</script>`;
  return ({ appHtml, head, bootJson, assets, isHome }) =>
    [
      start,
      head ? headToHtml(head) : fallbackTitle,
      scripts,
      ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`),
      ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`),
      `<script type="module" src="${escapeAttr(assets.script)}"></script>`,
      '</head><body>',
      isHome ? banner : '',
      `<div id="${APP_ROOT_ID}">${appHtml}</div>`,
      `<script id="${BOOT_DATA_ID}" type="application/json">${bootJson}</script>`,
      '</body></html>',
    ].join('');
}
