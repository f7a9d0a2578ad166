import type { Properties } from 'hast';
import type { Point } from 'unist';
import type { Diagnostic } from '../../diagnostics/index.js';
import { scanRawHtml } from './raw-html-safety.js';
import { isComponentElement } from './sanitize-hast.js';
import { holdsUnsafeUrl, isEventHandler, isUrlProperty } from './unsafe-url.js';

/**
 * Reports, with file and line, what in a Markdown body could run code in a reader's browser
 * (issue #13 item 6): unsafe URLs always (they are removed, see `removeUnsafeUrls`); scripts,
 * event-handler attributes and `srcdoc` only when `markdown.sanitize` is off (with it on they
 * are removed, so there is nothing left for a reviewer to see).
 */
export class SafetyReport {
  /** Whether an unsafe URL was found in the tree (raw HTML aside, which is cleaned in place). */
  sawUnsafeUrl = false;

  constructor(
    private readonly file: string,
    private readonly sanitize: boolean,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** A Markdown link, image or definition URL. */
  url(url: string, start: Point | undefined): void {
    if (holdsUnsafeUrl('href', url)) this.unsafeUrl(url, start);
  }

  /** Raw HTML (an mdast `html` node of the `md` format); returns the HTML with unsafe URLs removed. */
  rawHtml(html: string, start: Point | undefined): string {
    const { html: cleaned, findings } = scanRawHtml(html);
    for (const f of findings) {
      const place = start ? { line: start.line + f.line - 1, column: f.line === 1 ? start.column + f.column - 1 : f.column } : undefined;
      if (f.kind === 'unsafe-url') this.unsafeUrl(`${f.attribute} of <${f.tag}>`, place);
      else this.active(f.kind, f.tag, f.attribute, place);
    }
    return cleaned;
  }

  /** An MDX JSX element (HTML written as JSX, or a component) and its static properties. */
  jsx(name: string, properties: Properties, start: Point | undefined): void {
    if (name.toLowerCase() === 'script') this.active('script', name, undefined, start);
    const component = isComponentElement(name);
    for (const [prop, value] of Object.entries(properties)) {
      if ((component || isUrlProperty(prop)) && holdsUnsafeUrl(prop, value)) this.unsafeUrl(`${prop} of <${name}>`, start);
      else if (isEventHandler(prop)) this.active('event-handler', name, prop, start);
      else if (prop.toLowerCase() === 'srcdoc') this.active('srcdoc', name, prop, start);
    }
  }

  private unsafeUrl(what: string, start: Point | undefined): void {
    this.sawUnsafeUrl = true;
    this.push('content/unsafe-url', `Removed a URL that would run code (${what.length > 80 ? `${what.slice(0, 77)}...` : what}): javascript:, vbscript: and HTML data: URLs are never published.`, start);
  }

  private active(kind: 'script' | 'event-handler' | 'srcdoc', tag: string, attribute: string | undefined, start: Point | undefined): void {
    if (this.sanitize) return;
    const what = kind === 'script' ? `a <${tag}> element` : `the ${attribute} attribute of <${tag}>`;
    this.push(
      `content/${kind === 'script' ? 'raw-script' : kind}`,
      `Raw HTML runs code in readers' browsers: ${what}. Set markdown.sanitize to remove it, or review it as trusted content.`,
      start,
    );
  }

  private push(code: string, message: string, start: Point | undefined): void {
    const d: Diagnostic = { level: 'warning', code, message, file: this.file };
    if (start) {
      d.line = start.line;
      d.column = start.column;
    }
    this.diagnostics.push(d);
  }
}
