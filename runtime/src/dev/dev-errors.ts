import path from 'node:path';

/**
 * The `err` of Vite's `{ type: 'error' }` HMR message, which its client shows in its error
 * overlay: message, stack, and the file with 1-based line and column when known.
 */
export interface OverlayError {
  message: string;
  stack: string;
  /** The absolute path of the file at fault (the overlay's file line when `loc` is absent). */
  id?: string;
  loc?: { file: string; line: number; column: number };
  plugin: 'sitegraph';
}

/** What the compiler's diagnostics and CompileError carry (duck-typed: the runtime does not load the compiler). */
interface Located {
  level?: string;
  code?: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** The error diagnostics of a CompileError-like error (`error.diagnostics`), or [] for any other value. */
function diagnosticsOf(error: unknown): Located[] {
  const d = (error as { diagnostics?: unknown } | null)?.diagnostics;
  if (!Array.isArray(d)) return [];
  return (d as Located[]).filter((x) => x && typeof x.message === 'string' && (x.level === undefined || x.level === 'error'));
}

/**
 * The overlay error of one compiler diagnostic. `file` (site-relative) becomes an absolute
 * path under `siteDir` (the overlay links it to the editor); the message starts with the
 * site-relative `file:line:column` and the diagnostic's code.
 */
export function diagnosticOverlay(d: Located, siteDir: string): OverlayError {
  const place = d.file ? `${d.file}${d.line !== undefined ? `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}` : ''}: ` : '';
  const message = `${place}${d.code ? `[${d.code}] ` : ''}${d.message}`;
  const out: OverlayError = { message, stack: '', plugin: 'sitegraph' };
  if (d.file) {
    const file = path.join(siteDir, d.file);
    out.id = file;
    if (d.line !== undefined) out.loc = { file, line: d.line, column: d.column ?? 1 };
  }
  return out;
}

/**
 * The overlay error of anything a compile or a render threw: a CompileError (an object with
 * `diagnostics`) gives its first error diagnostic with its place, the others appended to the
 * message (those of the `first` files, site-relative, come first: the files just saved); any
 * other error its message and stack, without a place.
 */
export function overlayError(error: unknown, siteDir: string, first: readonly string[] = []): OverlayError {
  const rank = (d: Located): number => (d.file !== undefined && first.includes(d.file) ? 0 : 1);
  const diagnostics = diagnosticsOf(error).sort((a, b) => rank(a) - rank(b));
  if (diagnostics.length > 0) {
    const first = diagnosticOverlay(diagnostics[0]!, siteDir);
    const rest = diagnostics.slice(1).map((d) => diagnosticOverlay(d, siteDir).message);
    return rest.length ? { ...first, message: [first.message, ...rest].join('\n') } : first;
  }
  const e = error as { message?: unknown; stack?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const stack = typeof e?.stack === 'string' ? e.stack : '';
  return { message, stack, plugin: 'sitegraph' };
}

/** JSON safe inside an HTML `<script>` element (no `</script>`, `<!--`, or line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * An inline module script that opens Vite's error overlay with `err` once the page loads: the
 * overlay element comes from Vite's client (`<base>@vite/client`), the same one an HMR error
 * message opens, so it closes like one (an HMR update, a fix).
 */
export function overlayScript(err: OverlayError, base: string): string {
  return `<script type="module">import { ErrorOverlay } from ${JSON.stringify(`${base}@vite/client`)};document.body.appendChild(new ErrorOverlay(${scriptJson(err)}));</script>`;
}

/** `html` with {@link overlayScript} inserted before `</body>` (appended when there is none). */
export function withOverlay(html: string, err: OverlayError, base: string): string {
  const script = overlayScript(err, base);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + script : html.slice(0, at) + script + html.slice(at);
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page served instead of one that fails to render (status 500): the error as text (a
 * `<pre>` naming file:line, readable without JavaScript), Vite's client (so the page reloads
 * once an update follows the fix) and its overlay showing `err`.
 */
export function errorPageHtml(title: string, err: OverlayError, base: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<script type="module" src="${escapeHtml(`${base}@vite/client`)}"></script></head>` +
    `<body><h1>${escapeHtml(title)}</h1><pre>${escapeHtml(err.message)}${err.stack ? `\n\n${escapeHtml(err.stack)}` : ''}</pre>` +
    `${overlayScript(err, base)}</body></html>`
  );
}
