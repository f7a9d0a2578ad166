/**
 * Worker thread of the parallel Markdown pre-compiler ({@link precompileMarkdown}): receives the
 * link scopes once, then jobs; answers each with the compiled result or the compile error.
 */
import { parentPort } from 'node:worker_threads';
import { CompileError } from '../diagnostics/index.js';
import { resolveMarkdownLinkPathname } from '../links/index.js';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import { toSerializedResult } from '../markdown/hast-text.js';
import type { CompileMarkdownArgs } from '../markdown/types.js';
import type { WorkerRequest, WorkerResponse } from './markdown-worker-protocol.js';

const scopes = new Map<number, { contentPaths: readonly string[]; sourceToPermalink: ReadonlyMap<string, string> }>();

parentPort!.on('message', (message: WorkerRequest) => {
  if (message.type === 'scopes') {
    for (const [id, scope] of message.scopes) scopes.set(id, scope);
    return;
  }
  const { job } = message;
  const scope = scopes.get(job.scope)!;
  const args: CompileMarkdownArgs = {
    ...job.args,
    truncateMarker: job.defaultTruncateMarker ? undefined : null,
    resolveMarkdownLink: (link) => resolveMarkdownLinkPathname(link, { sourceFile: job.args.file, contentPaths: scope.contentPaths, sourceToPermalink: scope.sourceToPermalink }),
  };
  let response: WorkerResponse;
  try {
    response = { id: job.id, key: job.key, result: toSerializedResult(compileMarkdown(args)) };
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    // The main thread compiles this file again and reports the error itself.
    response = { id: job.id, key: job.key, result: null };
  }
  parentPort!.postMessage(response);
});
