/**
 * `@sitegraph/runtime` for Node (the CLI's `build`, `serve` and `dev`): the React runtime turns a
 * compiled site graph into a website. Browser-side code (the theme API for site pages) is in
 * `./theme.ts`.
 */
export { buildSite, type BuildSiteOptions, type BuildSiteResult, type CompiledFile } from './build/build-site.js';
export { serveSite, type ServeSiteOptions, type ServedSite, type Middleware } from './serve/serve-site.js';
export { startDevServer, type StartDevServerOptions, type DevServer, type DevCompileResult } from './dev/start-dev-server.js';
export { planSiteData, type PlanInput, type SitePlan, type PlannedPage } from './data/plan-site-data.js';
export type { ShellData, ManifestRoute, ViewKind, DataFile } from './data/site-data.js';
