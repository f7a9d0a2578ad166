/**
 * The typed table the docs generator (`generate.ts`) turns into pages of site/docs. Each entry
 * is one page; every sentence of it is written for that entry, except the shared option and
 * error texts of `shared.ts`, which are the same wherever the option recurs.
 */

/** A parameter, option or prop: its name, its TypeScript type, its default and what it does. */
export interface Param {
  name: string;
  type: string;
  /** The default as code (`'h264'`, `null`); absent when the parameter is required. */
  default?: string;
  /** Text of the parameter: what it means, which values make sense, what happens when omitted. */
  text: string;
}

/** An error the function throws, and when. */
export interface ErrorCase {
  /** The error class or message, as code. */
  error: string;
  when: string;
}

interface Common {
  /** Doc id: its path under docs/ without extension (`paths/evolve-path`). */
  id: string;
  title: string;
  sidebarLabel?: string;
  /** The first paragraph; also the page's description. */
  summary: string;
  /** Doc ids linked under "See also"; the generator checks they exist. */
  see?: string[];
  /** Source file when it differs from the id, and a custom slug (SPEC's custom paths). */
  file?: string;
  slug?: string;
}

/** A function, component, hook, prop or method of the API. */
export interface RefEntry extends Common {
  kind: 'ref';
  pkg: string;
  /** Version the entry appeared in (`3.2`). */
  since: string;
  /** Paragraphs after the summary: how it behaves, when to use it. */
  body?: string | string[];
  signature: string;
  /** Language of the signature block; `ts` unless given. */
  signatureLang?: string;
  /** Own parameters, or names of shared options (`shared.ts`) written the same everywhere. */
  params?: (Param | string)[];
  /** Heading of the parameter section: "Parameters", "Options", "Props", "Fields". */
  paramsHeading?: string;
  /** The return value; props and fields, which return nothing, leave it out. */
  returns?: string;
  example: string;
  exampleTitle?: string;
  /** Own error cases, or names of shared errors. */
  errors?: (ErrorCase | string)[];
  /** Further sections: heading and text. */
  sections?: [string, string][];
}

/** A guide: a task explained end to end, in sections. */
export interface GuideEntry extends Common {
  kind: 'guide';
  sections: [string, string][];
  code?: string;
  lang?: string;
  /** Packages to install (space-separated), shown by the shared install partial (`docs/_install.mdx`) after the summary. */
  install?: string;
  tip?: string;
}

/** A command line page: usage, then one section per flag. */
export interface CliEntry extends Common {
  kind: 'cli';
  usage: string;
  body?: string[];
  flags: [string, string][];
  example?: string;
}

export type DocEntry = RefEntry | GuideEntry | CliEntry;

/** A group of the table: a sidebar category key and its entries, in sidebar order. */
export interface DocGroup {
  key: string;
  entries: DocEntry[];
}
