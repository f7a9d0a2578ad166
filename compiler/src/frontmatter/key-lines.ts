/**
 * Where top-level keys stand in YAML text (a Markdown file's front matter, `authors.yml`,
 * `tags.yml`), so that an error about a value can name its line. One finder for every YAML
 * source of the compiler: keys at column 0, plain or quoted (`title:`, `"title":`, `'title':`);
 * keys of flow mappings (`{a: 1}`) and nested keys are not found.
 */

/** A top-level `key:` at the start of a line: plain (group 3) or quoted (groups 1, 2). */
const KEY_LINE = /^(?:"([^"]+)"|'([^']+)'|([^\s#:'"[{][^:]*?))\s*:(?:\s|$)/;

function keyLinesOf(lines: readonly string[], from: number, to: number): Map<string, number> {
  const result = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const match = KEY_LINE.exec(lines[i]!);
    const key = match?.[1] ?? match?.[2] ?? match?.[3];
    if (key !== undefined && !result.has(key)) result.set(key, i + 1);
  }
  return result;
}

/** Index of the closing `---` of a leading front matter block, or -1 without a (closed) block. */
function frontMatterClose(lines: readonly string[]): number {
  if (lines[0]?.trimEnd() !== '---') return -1;
  for (let i = 1; i < lines.length; i++) if (lines[i]!.trimEnd() === '---') return i;
  return -1;
}

/**
 * Maps each top-level key of a YAML mapping file to its 1-based line (the first line when a key
 * repeats).
 *
 * @example yamlKeyLines('mira:\n  name: Mira\n"jun":\n  name: Jun').get('jun') === 3
 */
export function yamlKeyLines(text: string): Map<string, number> {
  const lines = text.split(/\r?\n/);
  return keyLinesOf(lines, 0, lines.length);
}

/**
 * Maps each top-level key of a Markdown file's front matter to its 1-based line in the file.
 * Only the leading `---` block is read; empty without one.
 *
 * @example frontMatterKeyLines('---\ntitle: A\ndate: 2024-01-02\n---\nbody').get('date') === 3
 */
export function frontMatterKeyLines(text: string): Map<string, number> {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return new Map();
  const close = frontMatterClose(lines);
  return keyLinesOf(lines, 1, close < 0 ? lines.length : close);
}

/** 1-based line of one top-level front matter key, undefined when it is not found. */
export function frontMatterKeyLine(text: string, key: string): number | undefined {
  return frontMatterKeyLines(text).get(key);
}

/** Line of the first line after the front matter block (1 when there is none): where the body starts at the earliest. */
export function frontMatterEndLine(text: string): number {
  const close = frontMatterClose(text.split(/\r?\n/));
  return close < 0 ? 1 : close + 2;
}
