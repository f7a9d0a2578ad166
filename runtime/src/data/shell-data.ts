import { themeCodeTranslations } from '../i18n/theme-code-translations.js';
import type { SiteGraph } from './graph-types.js';
import type { ShellData, ShellDocsPlugin } from './site-data.js';
import { mainDocPath, type DocsPluginIndex } from './docs-data.js';
import { arr, obj, str } from './json-access.js';

/** Doc ids referenced by `doc` navbar items, per docs plugin id (nested dropdown items included). */
export function navbarDocIds(themeConfig: Record<string, unknown>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const visit = (items: unknown[]): void => {
    for (const raw of items) {
      const item = obj(raw);
      if (item.type === 'doc' && typeof item.docId === 'string') {
        const plugin = str(item.docsPluginId, 'default');
        if (!out.has(plugin)) out.set(plugin, new Set());
        out.get(plugin)!.add(item.docId);
      }
      visit(arr(item.items));
    }
  };
  visit(arr(obj(themeConfig.navbar).items));
  return out;
}

/** The shell of the site: everything every page needs, small enough to inline in each page. */
export function shellData(graph: SiteGraph, docs: readonly DocsPluginIndex[], buildYear: number, manifestId: string): ShellData {
  const themeConfig = graph.site.themeConfig;
  const referenced = navbarDocIds(themeConfig);
  const globalDocs = obj(graph.globalData['docusaurus-plugin-content-docs']);
  for (const [pluginId, ids] of referenced) {
    const plugin = docs.find((p) => p.pluginId === pluginId);
    if (!plugin) throw new Error(`A doc navbar item refers to the docs plugin "${pluginId}", which does not exist; docs plugins: ${docs.map((p) => `"${p.pluginId}"`).join(', ') || 'none'}.`);
    for (const id of ids) {
      const exists = plugin.versions.some((v) => v.docsById.has(id) || arr(v.raw.draftIds).includes(id));
      if (!exists) {
        const available = [...new Set(plugin.versions.flatMap((v) => [...v.docsById.keys()]))].sort();
        throw new Error(`A doc navbar item refers to the doc "${id}", which no version of the docs plugin "${pluginId}" has. Available doc ids:\n- ${available.join('\n- ')}`);
      }
    }
  }
  const docsPlugins = docs.map((plugin): ShellDocsPlugin => {
    const global = obj(globalDocs[plugin.pluginId]);
    const globalVersions = new Map(arr(global.versions).map((v) => [str(obj(v).name), obj(v)]));
    const wanted = referenced.get(plugin.pluginId) ?? new Set<string>();
    return {
      pluginId: plugin.pluginId,
      path: str(global.path, str(plugin.versions[0]?.raw.path)),
      breadcrumbs: global.breadcrumbs !== false,
      versions: plugin.versions.map((version) => {
        const g = globalVersions.get(version.name) ?? {};
        const sidebars: Record<string, { path: string; label: string }> = {};
        for (const s of arr(g.sidebars).map(obj)) {
          const link = obj(s.link);
          if (typeof link.path === 'string') sidebars[str(s.id)] = { path: link.path, label: str(link.label) };
        }
        const docsOut: Record<string, { path: string; title: string }> = {};
        for (const id of [...wanted].sort()) {
          const doc = version.docsById.get(id);
          if (doc) docsOut[id] = { path: str(doc.permalink), title: str(doc.title) };
        }
        const draftIds = new Set(arr(version.raw.draftIds).filter((d): d is string => typeof d === 'string'));
        const drafts = [...wanted].filter((id) => draftIds.has(id)).sort();
        return {
          drafts,
          name: version.name,
          label: str(version.raw.label, version.name),
          path: str(version.raw.path),
          isLast: version.raw.isLast === true,
          mainDocPath: mainDocPath(version),
          sidebars,
          docs: docsOut,
        };
      }),
    };
  });
  const base = graph.site.baseUrl.endsWith('/') ? graph.site.baseUrl : `${graph.site.baseUrl}/`;
  return {
    site: {
      title: graph.site.title,
      tagline: graph.site.tagline,
      url: graph.site.url,
      baseUrl: graph.site.baseUrl,
      trailingSlash: graph.site.trailingSlash,
      titleDelimiter: graph.site.titleDelimiter,
      noIndex: graph.site.noIndex,
      defaultLocale: graph.site.defaultLocale,
      currentLocale: graph.site.currentLocale,
      locales: graph.site.locales,
      locale: currentLocale(graph.site),
      localeLinks: graph.site.locales.map((locale) => {
        const config = graph.site.localeConfigs[locale];
        return {
          locale,
          label: config?.label ?? locale,
          htmlLang: config?.htmlLang ?? locale,
          direction: config?.direction ?? 'ltr',
          calendar: config?.calendar ?? 'gregory',
          path: config?.path ?? locale,
          baseUrl: config?.baseUrl ?? graph.site.baseUrl,
        };
      }),
      favicon: graph.site.favicon,
      ...codeTranslationsOf(graph.site),
    },
    themeConfig,
    docs: docsPlugins,
    buildYear,
    manifest: manifestId,
    dataBase: `${base}assets/data/`,
    search: searchIndices(graph, base),
    ...(graph.site.analytics?.gtag ? { analytics: { gtag: true as const } } : {}),
  };
}

/** The prebuilt search indices of `graph.search` (absent before the search stage ran), file URLs under baseUrl. */
function searchIndices(graph: SiteGraph, base: string): ShellData['search'] {
  const section = obj((graph as unknown as { search?: unknown }).search);
  return arr(section.indices).map((raw) => {
    const index = obj(raw);
    const entry: ShellData['search'][number] = { name: str(index.name), language: str(index.language), tags: arr(index.tags).filter((t): t is string => typeof t === 'string'), url: `${base}${str(index.file)}` };
    if (Array.isArray(index.parts)) {
      entry.parts = index.parts.map((rawPart) => {
        const part = obj(rawPart);
        return {
          tag: str(part.tag),
          version: str(part.version),
          language: str(part.language),
          recordCount: typeof part.recordCount === 'number' ? part.recordCount : 0,
          url: `${base}${str(part.file)}`,
          ...(typeof part.sharded === 'string' ? { shardedUrl: `${base}${part.sharded}` } : {}),
        };
      });
    }
    return entry;
  });
}

/** The current locale's options the theme needs (`dir`, `lang`, date formats). */
function currentLocale(site: SiteGraph['site']): ShellData['site']['locale'] {
  const config = site.localeConfigs[site.currentLocale];
  return { htmlLang: config?.htmlLang ?? site.currentLocale, direction: config?.direction ?? 'ltr', calendar: config?.calendar ?? 'gregory' };
}

/** The shell's `codeTranslations` (see `themeCodeTranslations`); absent when there is nothing to carry (English without `code.json`). */
function codeTranslationsOf(site: SiteGraph['site']): { codeTranslations?: Record<string, string> } {
  const merged = themeCodeTranslations(site.currentLocale, site.codeTranslations);
  return Object.keys(merged).length > 0 ? { codeTranslations: merged } : {};
}
