/**
 * The route table's node type is the graph's `Route` (`z.infer` of the graph schema's
 * `routeSchema`). Plugins produce route nodes with raw paths (baseUrl included, trailing slash
 * as written); the routes stage applies `trailingSlash`, sorts them as Docusaurus 3.7.0's core
 * `sortRoutes` does, and gives each a chunk hash (`key`).
 */
export type { Route as RouteNode, RouteShows } from '../graph/routes-section.js';
