import type { PlannedFile, PlannedPage, SitePlan } from '../data/plan-site-data.js';
import type { DataFile, ManifestRoute, ShellData } from '../data/site-data.js';
import { dataFilesOnDisk } from './data-files.js';
import type { HeadState } from '../head/head-state.js';
import type { RenderedLink } from '../router/link-collector.js';
import { bootDataWriter } from './boot-json.js';
import { pageAssetKey, pageTemplate, type PageAssets } from './html-template.js';

/** One page to render: its path, chain and output file. */
export interface RenderJob {
  path: string;
  chain: ManifestRoute[];
  /** Output path relative to the output folder. */
  out: string;
}

/** What a page renderer needs; plain data, so it can be sent to worker threads. */
export interface PageRendererInput {
  shell: ShellData;
  /** The data files: planned ones, or ids of files written to `dataDir` (read when used). */
  files?: ReadonlyMap<string, PlannedFile>;
  dataDir?: string;
  fileIds?: readonly string[];
  /** Site-wide head tags as HTML. */
  siteHeadHtml: string;
  /** Client assets by {@link pageAssetKey} (`''`: the entry alone). */
  assetsByModule: Record<string, PageAssets>;
}

/**
 * A function rendering one page to its full HTML document: the app HTML from `renderApp`, the
 * page template, and the inline boot data. The same code runs on the main thread and in workers.
 * `onLinks` receives the internal links the site's code rendered on a page (for the build's
 * broken-link check), for pages that have any. With `clientOnly`, the page's document has an
 * empty app root and no page head: the browser renders it instead of hydrating it (a page whose
 * prerender failed, kept by `continueOnError`).
 */
export function createPageRenderer(
  input: PageRendererInput,
  renderApp: (args: { shell: ShellData; lookup: (id: string) => DataFile | undefined; chain: ManifestRoute[]; url: string }) => { html: string; head: HeadState | null; links?: RenderedLink[] },
  onLinks?: (path: string, links: RenderedLink[]) => void,
): (job: RenderJob, clientOnly?: boolean) => string {
  const files = input.files ?? (input.dataDir ? dataFilesOnDisk(input.dataDir).files(input.fileIds ?? []) : new Map<string, PlannedFile>());
  const plan = { shell: input.shell, files } as unknown as SitePlan;
  const template = pageTemplate(input.shell, { html: input.siteHeadHtml });
  const boot = bootDataWriter(plan);
  const lookup = (id: string): DataFile | undefined => files.get(id)?.value;
  return (job, clientOnly = false) => {
    const { html, head, links } = clientOnly ? { html: '', head: null, links: undefined } : renderApp({ shell: input.shell, lookup, chain: job.chain, url: job.path });
    if (links?.length) onLinks?.(job.path, links);
    const page: PlannedPage = { path: job.path, chain: job.chain, noIndex: false };
    return template({ appHtml: html, head, bootJson: boot(page), assets: input.assetsByModule[pageAssetKey(job.chain)] ?? input.assetsByModule['']!, isHome: job.path === input.shell.site.baseUrl });
  };
}
