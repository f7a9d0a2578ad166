import type { Element, Root } from 'hast';
import { compareDiagnostics, formatDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import type { PageChunk } from '../graph/page-chunk.js';

/** Class of the box an error chunk's body holds (README: "continueOnError"). */
export const CONTENT_ERROR_CLASS = 'sitegraph-content-error';

/**
 * The chunk of a source whose content failed to compile (with `continueOnError`): `errors`
 * holds its error diagnostics (sorted, keys in the schema's order, so the chunk's hash depends on
 * them only), and `body` is a box (`div.sitegraph-content-error`, role `alert`) that says the
 * page failed and lists them, so a reader of the built site sees why the page is empty.
 */
export function errorChunk(source: string, failures: readonly Diagnostic[]): PageChunk {
  const errors = [...failures].sort(compareDiagnostics).map(orderedDiagnostic);
  const box: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: [CONTENT_ERROR_CLASS], role: 'alert' },
    children: [
      element('p', 'This page failed to compile, so its content is missing:'),
      { type: 'element', tagName: 'ul', properties: {}, children: errors.map((d) => element('li', formatDiagnostic(d))) },
    ],
  };
  const body: Root = { type: 'root', children: [box] };
  return { source, body, toc: [], contentTitle: null, imports: [], meta: {}, errors };
}

/** An element holding one text. */
function element(tagName: string, text: string): Element {
  return { type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] };
}

/** `d` with its keys in the schema's order (diagnostics are made in several places). */
function orderedDiagnostic(d: Diagnostic): Diagnostic {
  return {
    level: d.level,
    code: d.code,
    message: d.message,
    ...(d.file !== undefined ? { file: d.file } : {}),
    ...(d.line !== undefined ? { line: d.line } : {}),
    ...(d.column !== undefined ? { column: d.column } : {}),
  };
}
