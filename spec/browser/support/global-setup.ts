/**
 * Global setup of the browser project: builds the fixture sites once and serves each on a free
 * port; tests read the URLs with `inject('sites')`.
 */
import type { TestProject } from 'vitest/node';
import { serveSite, type ServedSite } from '@sitegraph/runtime';
import { FIXTURES, buildFixture } from './fixtures.js';

export interface SiteInfo {
  url: string;
  dir: string;
  baseUrl: string;
  entryFiles: string[];
  timings: Record<string, number>;
  pages: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sites: Record<string, SiteInfo>;
  }
}

const servers: ServedSite[] = [];

export async function setup(project: TestProject): Promise<void> {
  const sites: Record<string, SiteInfo> = {};
  // SITEGRAPH_BROWSER_SITES=a,b builds only those sites, to run one test file without building them all.
  const only = process.env.SITEGRAPH_BROWSER_SITES?.split(',');
  for (const spec of FIXTURES.filter((f) => !only || only.includes(f.name))) {
    const built = await buildFixture(spec);
    const served = await serveSite({ dir: built.outDir, port: 0 });
    servers.push(served);
    sites[spec.name] = {
      url: served.url,
      dir: built.outDir,
      baseUrl: built.graph.site.baseUrl,
      entryFiles: built.entryFiles,
      timings: built.timings,
      pages: built.pages,
    };
  }
  project.provide('sites', sites);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((s) => s.close()));
}
