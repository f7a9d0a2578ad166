/**
 * The golden file format of `../shared/corpora/README.md` ("Golden file format"): what
 * Docusaurus 3.7.0 computes for a content tree. Only the parts the comparison walks are typed;
 * everything else is compared as plain JSON.
 */
import type { Json } from '../json/index.js';

/** A JSON object of the golden file. */
export type Obj = { [key: string]: Json };

/** A flattened route as the golden lists it. */
export interface GoldenRoute extends Obj {
  path: string;
  component: string;
  plugin: string;
}

/** One docs version in the golden. */
export interface GoldenDocsVersion extends Obj {
  name: string;
  docs: Obj[];
  sidebars: Obj[];
  sidebarsLoaded: Obj[];
  categoryGeneratedIndices: Obj[];
  tags: Obj[];
}

/** The whole golden document (`expected.docusaurus-3.7.0.json`). */
export interface Golden {
  oracle?: Json;
  site: Json;
  plugins: Json;
  routes: GoldenRoute[];
  routesPaths: string[];
  docs: Record<string, { options: Json; versions: GoldenDocsVersion[] }>;
  blog: Record<string, Obj>;
  pages: Record<string, Obj[]>;
  globalData: Record<string, Record<string, Obj>>;
  diagnostics: Json;
}
