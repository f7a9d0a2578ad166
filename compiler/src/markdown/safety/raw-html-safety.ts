import { createRequire } from 'node:module';
import type { DefaultTreeAdapterMap } from 'parse5';
import { lazy } from '../../lazy/lazy.js';
import { holdsUnsafeUrl, isEventHandler, isUrlProperty } from './unsafe-url.js';

// parse5 loads on the first fragment worth parsing (../../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const parse5Package = lazy(() => require('parse5') as typeof import('parse5'));

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Something in raw HTML that can run code, and where (1-based, relative to the fragment). */
export interface RawHtmlFinding {
  kind: 'script' | 'event-handler' | 'srcdoc' | 'unsafe-url';
  /** The element, and the attribute when the finding is one. */
  tag: string;
  attribute?: string;
  line: number;
  column: number;
}

/**
 * Scans one raw HTML fragment of a Markdown file (an mdast `html` node: a whole block, or a
 * single inline tag) with parse5, and removes the attributes holding unsafe URLs from the text
 * (by their source offsets, so the fragment is otherwise unchanged, even an unclosed tag; a
 * fragment where that is not possible is dropped whole).
 * Scripts (HTML and SVG), event-handler attributes and `srcdoc` are reported, not removed
 * (the `markdown.sanitize` option removes them).
 */
export function scanRawHtml(html: string): { html: string; findings: RawHtmlFinding[] } {
  const findings: RawHtmlFinding[] = [];
  const cuts: [number, number][] = [];
  // An unsafe URL whose place parse5 did not record: the fragment cannot be cleaned in place.
  let uncut = false;
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const el = node as Element;
      const loc = el.sourceCodeLocation;
      // Locations are keyed by the name as written (`xlink:href`), attributes split it.
      const at = (attribute?: string) => {
        const a = attribute ? loc?.attrs?.[attribute] : undefined;
        return { line: a?.startLine ?? loc?.startLine ?? 1, column: a?.startCol ?? loc?.startCol ?? 1 };
      };
      if (el.tagName === 'script') findings.push({ kind: 'script', tag: el.tagName, ...at() });
      for (const attr of el.attrs) {
        const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
        if (isEventHandler(name)) findings.push({ kind: 'event-handler', tag: el.tagName, attribute: name, ...at(name) });
        else if (name === 'srcdoc') findings.push({ kind: 'srcdoc', tag: el.tagName, attribute: name, ...at(name) });
        else if (isUrlProperty(name) && holdsUnsafeUrl(name, attr.value)) {
          findings.push({ kind: 'unsafe-url', tag: el.tagName, attribute: name, ...at(name) });
          const a = loc?.attrs?.[name];
          if (a) cuts.push([a.startOffset, a.endOffset]);
          else uncut = true;
        }
      }
      // A template's children live in its content fragment; a `<template>` inside MathML or SVG is
      // a foreign element with ordinary children and no content.
      const content = el.tagName === 'template' ? (el as Partial<DefaultTreeAdapterMap['template']>).content : undefined;
      if (content) visit(content);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  // Cheap test first: most fragments have nothing to look at.
  if (!/[<][a-z]/i.test(html) || !/script|on[a-z]|srcdoc|:/i.test(html)) return { html, findings };
  visit(parse5Package().parseFragment(html, { sourceCodeLocationInfo: true }));
  if (uncut) return { html: '', findings };
  let out = html;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  // A browser keeps the first of repeated attributes: with it cut, a second copy would count.
  if (cuts.length > 0) {
    const again = scanRawHtml(out);
    return { html: again.html, findings: [...findings, ...again.findings.filter((f) => f.kind === 'unsafe-url')] };
  }
  return { html: out, findings };
}
