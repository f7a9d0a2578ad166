import type { ServerResponse } from 'node:http';
import type { DevState } from './dev-state.js';

/**
 * Answers a request for a data file of the current plan (`assets/data/<id>.json`, `rel` relative
 * to the base URL): 404 when the plan has no such file, 500 (reported through `onError`) when
 * the page's content does not compile (lazy content compiles on first access), else the JSON.
 *
 * @returns false when `rel` is not a data file path (nothing was answered)
 */
export function serveDataFile(rel: string, state: DevState, res: ServerResponse, onError: (error: unknown) => void): boolean {
  if (!rel.startsWith('assets/data/') || !rel.endsWith('.json')) return false;
  const file = state.plan.files.get(rel.slice('assets/data/'.length, -'.json'.length));
  if (!file) {
    res.statusCode = 404;
    res.end();
    return true;
  }
  let text: string;
  try {
    text = file.text; // compiles the page's content on first access (lazy content)
  } catch (error) {
    onError(error);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`The content of this page does not compile:\n${(error as Error)?.message ?? String(error)}`);
    return true;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(text);
  return true;
}

/**
 * Answers a request for a file the last compile wrote (feeds, search files, chunks; `rel`
 * relative to the base URL) or its lazy content serves, with a type from its extension.
 * `graph.json` is not served (pages get their data from the plan).
 *
 * @returns false when the compile has no such file (nothing was answered)
 */
export function serveCompiledFile(rel: string, state: DevState, res: ServerResponse): boolean {
  const compiledFile = rel === 'graph.json' ? undefined : (state.files.get(rel)?.content ?? state.content?.file(rel));
  if (compiledFile === undefined) return false;
  res.setHeader('Content-Type', rel.endsWith('.xml') ? 'application/xml; charset=utf-8' : rel.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream');
  res.end(compiledFile);
  return true;
}
