import type { Element, ElementContent, Root, RootContent } from 'hast';

/** A heading or a content block of a page body, in document order, as plain text. */
export type BodyBlock =
  | { kind: 'heading'; level: number; text: string; id: string | null }
  | { kind: 'content'; text: string };

/** Elements whose text is one content record each (paragraph, list item, table cell). */
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote']);
/** Elements never indexed: code, and things that are not reading text. */
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'img', 'video', 'audio', 'iframe', 'button', 'input', 'select', 'textarea']);
const NESTED_BLOCKS = new Set(['ul', 'ol', 'table', 'p', 'li', 'pre', 'blockquote', 'dl', 'div', 'admonition']);

/**
 * The headings (h1…h6, with their ids) and content blocks (paragraphs, list items, table cells,
 * admonition bodies — admonitions hold paragraphs) of a compiled page body. Code blocks are left
 * out; inline code inside a paragraph stays part of its text. Blocks without text are dropped.
 */
export function bodyBlocks(root: Root): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  walk(root.children, blocks);
  return blocks;
}

function walk(nodes: readonly (RootContent | ElementContent)[], blocks: BodyBlock[]): void {
  let loose = '';
  const flushLoose = () => {
    const text = normalizeSpace(loose);
    if (text) blocks.push({ kind: 'content', text });
    loose = '';
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      loose += node.value;
      continue;
    }
    if (node.type !== 'element') continue;
    const tag = node.tagName;
    if (SKIPPED_TAGS.has(tag)) continue;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      flushLoose();
      const text = normalizeSpace(textOf(node, false));
      if (text) blocks.push({ kind: 'heading', level: Number(heading[1]), text, id: typeof node.properties?.['id'] === 'string' ? node.properties['id'] : null });
      continue;
    }
    if (BLOCK_TAGS.has(tag)) {
      flushLoose();
      const text = normalizeSpace(textOf(node, true));
      if (text) blocks.push({ kind: 'content', text });
      // Nested lists, tables and paragraphs inside a list item are records of their own.
      walk(node.children.filter((c) => c.type === 'element' && NESTED_BLOCKS.has(c.tagName)), blocks);
      continue;
    }
    if (isInline(tag)) {
      loose += textOf(node, false);
      continue;
    }
    flushLoose();
    walk(node.children, blocks);
  }
  flushLoose();
}

/** Text of an element; with `ownOnly`, nested blocks (lists, paragraphs, code) are left to their own records. */
function textOf(node: Element, ownOnly: boolean): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element') {
      if (SKIPPED_TAGS.has(child.tagName)) continue;
      if (ownOnly && NESTED_BLOCKS.has(child.tagName)) continue;
      text += textOf(child, false);
      if (child.tagName === 'br') text += ' ';
    }
  }
  return text;
}

function isInline(tag: string): boolean {
  return /^(a|abbr|b|code|bdi|bdo|cite|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr|br)$/.test(tag);
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
