import type { SerializedCompiledMarkdown } from '../markdown/hast-text.js';
import type { CompileMarkdownArgs } from '../markdown/types.js';

/** One Markdown body to compile in a worker (functions and RegExps stay on the main thread). */
export interface WorkerJob {
  id: number;
  key: string;
  /** Index of the link scope sent beforehand. */
  scope: number;
  args: Omit<CompileMarkdownArgs, 'resolveMarkdownLink' | 'truncateMarker'>;
  /** True: Docusaurus's default truncate marker (blog posts); false: none. */
  defaultTruncateMarker: boolean;
}

/** Messages to a worker. */
export type WorkerRequest =
  | { type: 'scopes'; scopes: [number, { contentPaths: readonly string[]; sourceToPermalink: ReadonlyMap<string, string> }][] }
  | { type: 'job'; job: WorkerJob };

/**
 * A worker's answer: the result with its trees as JSON text (a string crosses threads in one
 * copy; a tree is cloned node by node), or null when the body does not compile (reported by
 * the main thread).
 */
export interface WorkerResponse {
  id: number;
  key: string;
  result: SerializedCompiledMarkdown | null;
}
