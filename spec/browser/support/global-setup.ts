/**
 * Global setup of the browser project: starts the one Chromium every browser test file connects
 * to (`inject('browserEndpoint')`, see `launchBrowser()` in browser.ts), builds the fixture sites
 * once, two at a time, and serves each on a free port; tests read the URLs with `inject('sites')`.
 */
import { availableParallelism } from 'node:os';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { serveSite, type ServedSite } from '@sitegraph/runtime';
import { LAUNCH_OPTIONS } from './browser.js';
import { FIXTURES, buildFixture, type FixtureSpec } from './fixtures.js';

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
    /** WebSocket endpoint of the shared Chromium ('' when none was started). */
    browserEndpoint: string;
  }
}

const servers: ServedSite[] = [];
let browserServer: BrowserServer | undefined;

/** Builds and serves one fixture. */
async function buildAndServe(spec: FixtureSpec): Promise<SiteInfo> {
  const built = await buildFixture(spec);
  const served = await serveSite({ dir: built.outDir, port: 0 });
  servers.push(served);
  return { url: served.url, dir: built.outDir, baseUrl: built.graph.site.baseUrl, entryFiles: built.entryFiles, timings: built.timings, pages: built.pages };
}

export async function setup(project: TestProject): Promise<void> {
  // SITEGRAPH_BROWSER_SITES=a,b builds only those sites, to run one test file without building them all.
  const only = process.env.SITEGRAPH_BROWSER_SITES?.split(',');
  const queue = FIXTURES.filter((f) => !only || only.includes(f.name));
  const sites: Record<string, SiteInfo> = {};
  // Chromium starts while the first sites build.
  const launching = chromium.launchServer(LAUNCH_OPTIONS);
  // A build sets NODE_ENV to production and restores it when it ends: with builds overlapping,
  // one would restore it under the other. Set for the whole phase, every build keeps production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Two builds at a time: a build is partly single-threaded (the bundler's JS, the plan), partly
    // parallel (esbuild, the prerender and compression workers), so a second one fills the gaps.
    const lanes = Math.max(1, Math.min(2, availableParallelism()));
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let spec = queue.shift(); spec; spec = queue.shift()) sites[spec.name] = await buildAndServe(spec);
      }),
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    browserServer = await launching;
  }
  project.provide('sites', sites);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await Promise.all([...servers.map((s) => s.close()), browserServer?.close()]);
}
