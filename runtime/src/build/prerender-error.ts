import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@sitegraph/compiler';
import { UserError } from '@sitegraph/compiler/safety';
import { siteCodePath } from './site-code-error.js';

/** A stack frame: `at Name (/abs/file.mjs:12:5)` or `at /abs/file.mjs:12:5`, with or without `file://`. */
const FRAME = /^at (?:(\S+) \()?((?:file:\/\/)?\/[^\s()]+?):(\d+):\d+\)?$/;

/** The comment the bundler writes above each module of an unminified bundle: `// src/theme/X.tsx`. */
const MODULE_COMMENT = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|mdx?))$/;

/**
 * The user error for a page whose prerender threw in the site's own code (a swizzled theme
 * component, a React page, a component an MDX page imports): `prerender/site-code`, naming the
 * site-relative file and the function of the innermost stack frame in the site's code, the
 * error's message and the page. The frames point into the server bundle; the module a frame is
 * in is the one whose comment (`// <path from the working folder>`, which the bundler writes
 * above each module of the unminified server bundle) comes last before the frame's line. The
 * bundle is read only now that rendering failed, so a build that succeeds pays nothing; source
 * maps would give the line too, but making them cost the bundling 10 % more memory. Errors with
 * no frame in the site's code (ours, or a package's) are returned as they are.
 *
 * @param error what rendering threw, or the prerender's error wrapping it as `cause`
 * @param page the route path being prerendered, e.g. `/fiddle/`
 * @param siteDir the site folder, absolute
 * @param serverDir the server bundle's folder, absolute
 * @param cwd the folder the bundler ran in (module comments are relative to it)
 */
export function sitePrerenderError(error: unknown, page: string, siteDir: string | undefined, serverDir: string, cwd = process.cwd()): unknown {
  if (!siteDir || !(error instanceof Error)) return error;
  const thrown = error.cause instanceof Error ? error.cause : error;
  const bundles = new Map<string, string[] | null>();
  for (const line of String(thrown.stack ?? '').split('\n').slice(1)) {
    const frame = FRAME.exec(line.trim());
    if (!frame) continue;
    const file = frame[2]!.startsWith('file://') ? fileURLToPath(frame[2]!) : frame[2]!;
    if (!file.startsWith(serverDir + path.sep)) continue;
    if (!bundles.has(file)) bundles.set(file, readLines(file));
    const module = moduleAt(bundles.get(file), Number(frame[3]));
    if (!module) continue;
    const source = path.resolve(cwd, module);
    const rel = siteCodePath(siteDir, source);
    if (rel === null || !existsSync(source)) continue;
    const where = frame[1] ? `${rel} (in ${frame[1]})` : rel;
    return new UserError('prerender/site-code', `${where}: ${thrown.message} (while prerendering ${page})`);
  }
  return error;
}

/** The module (as its comment names it) that line `line` (1-based) of a bundle belongs to. */
function moduleAt(lines: string[] | null | undefined, line: number): string | undefined {
  if (!lines) return undefined;
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const comment = MODULE_COMMENT.exec(lines[i]!);
    if (comment) return comment[1];
  }
  return undefined;
}

function readLines(file: string): string[] | null {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return null;
  }
}

/**
 * The error diagnostic of a page whose prerender failed (a build with `continueOnError`): the
 * `prerender/site-code` error {@link sitePrerenderError} made, else `prerender/page-failed` with
 * the error's message (which names the page).
 */
export function prerenderFailureDiagnostic(failure: unknown): Diagnostic {
  if (failure instanceof UserError) return { level: 'error', code: failure.code, message: failure.message };
  return { level: 'error', code: 'prerender/page-failed', message: failure instanceof Error ? failure.message : String(failure) };
}
