/**
 * Prose of a doc page and the sentences it shares with other pages: the measure behind the
 * filler test (`site/docs-prose.test.ts`) and `scripts/docs/report.ts`.
 *
 * Prose is what a reader reads as text: front matter, fenced code blocks, HTML tags, admonition
 * fences, link targets and Markdown punctuation are taken out; the text of links, inline code
 * and table cells stays. A sentence is a run of prose ending in `.`, `!`, `?`, a line break in a
 * list or table, or a paragraph break; only sentences of `MIN_SENTENCE_WORDS` words or more are
 * compared, normalised to lower case with single spaces.
 */

export const MIN_SENTENCE_WORDS = 6;

/** The prose of a Markdown page, one block (paragraph, list item, table row, heading) a line. */
export function proseOf(markdown: string): string {
  let text = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  text = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  text = text.replace(/<!--[\s\S]*?-->/g, '');
  const lines: string[] = [];
  for (let line of text.split(/\r?\n/)) {
    if (/^\s*:::/.test(line) || /^\s*\|?\s*:?-{3,}/.test(line) || /^\s*(import|export)\s/.test(line)) continue;
    line = line
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)/, '')
      .replace(/\{#[\w-]+\}/g, '')
      .replace(/[`*_~]/g, '')
      .replace(/\s*\|\s*/g, ' | ')
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (line && line !== '|') lines.push(line);
  }
  return lines.join('\n');
}

/** Words of prose: runs of letters or digits (with inner `'`, `-`, `.`), as a reader counts them. */
export function wordCount(prose: string): number {
  return prose.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The distinct sentences of `MIN_SENTENCE_WORDS` words or more, normalised. */
export function sentencesOf(prose: string): Set<string> {
  const out = new Set<string>();
  for (const block of prose.split('\n')) {
    for (const cell of block.split(' | ')) {
      for (const raw of cell.split(/(?<=[.!?])\s+(?=[^a-z])/)) {
        const s = raw.toLowerCase().replace(/[^\p{L}\p{N}\s'.-]/gu, ' ').replace(/\s+/g, ' ').trim();
        if (wordCount(s) >= MIN_SENTENCE_WORDS) out.add(s);
      }
    }
  }
  return out;
}

export interface PageProse {
  /** Path of the page, relative to the docs folder. */
  file: string;
  words: number;
  sentences: Set<string>;
}

export interface Overlap {
  a: string;
  b: string;
  shared: number;
  /** Shared sentences over the sentences of the page that has fewer: 0 to 1. */
  ratio: number;
}

export function measure(file: string, markdown: string): PageProse {
  const prose = proseOf(markdown);
  return { file, words: wordCount(prose), sentences: sentencesOf(prose) };
}

/**
 * Every pair of pages that shares at least one sentence, with the share of the smaller page's
 * sentences it shares, highest first. An inverted index from sentence to the pages that hold
 * it: only pairs that meet in it are counted, so the cost follows the shared sentences, not the
 * square of the page count.
 */
export function overlaps(pages: readonly PageProse[]): Overlap[] {
  const holders = new Map<string, number[]>();
  pages.forEach((p, i) => {
    for (const s of p.sentences) {
      const list = holders.get(s);
      if (list) list.push(i);
      else holders.set(s, [i]);
    }
  });
  const pairCounts = new Map<number, number>();
  const n = pages.length;
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const key = list[x]! * n + list[y]!;
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
      }
    }
  }
  const out: Overlap[] = [];
  for (const [key, shared] of pairCounts) {
    const a = pages[Math.floor(key / n)]!;
    const b = pages[key % n]!;
    const smaller = Math.min(a.sentences.size, b.sentences.size);
    out.push({ a: a.file, b: b.file, shared, ratio: shared / smaller });
  }
  return out.sort((x, y) => y.ratio - x.ratio || y.shared - x.shared);
}
