import path from 'node:path';
import { CompileError } from '../diagnostics/index.js';

/**
 * The error for an exception thrown by a module of the site's own code (a config, a sidebars
 * module) or its imports: `code`, naming the file, with the line when the stack names it and a
 * hint when a package is not installed. Never `internal`: the problem is in the user's code.
 *
 * @param code e.g. `config/load-failed`, `sidebars/load-failed`
 */
export function userCodeError(error: unknown, abs: string, file: string, code: string): CompileError {
  if (error instanceof CompileError) return error;
  const message = (error instanceof Error ? error.message.split('\n')[0]! : String(error)).replace(/\.$/, '');
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(message)?.[1];
  const hint = missing !== undefined ? ` Install the site's dependencies (\`npm install\` in ${path.dirname(abs)}).` : '';
  const frame = error instanceof Error ? stackLine(error.stack ?? '', abs) : undefined;
  return new CompileError([
    { level: 'error', code, message: `Loading ${file} failed: ${message}.${hint}`, file, ...(frame ?? {}) },
  ]);
}

/** The first stack frame in `abs` as line and column, when there is one. */
function stackLine(stack: string, abs: string): { line: number; column: number } | undefined {
  for (const text of stack.split('\n')) {
    const at = text.indexOf(abs);
    if (at < 0) continue;
    const match = /:(\d+):(\d+)\)?\s*$/.exec(text.slice(at + abs.length));
    if (match) return { line: Number(match[1]), column: Number(match[2]) };
  }
  return undefined;
}
