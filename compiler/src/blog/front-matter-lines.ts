/**
 * Where top-level keys of a Markdown file's YAML front matter are, so that errors about a
 * front matter value can name the line.
 */

/**
 * Maps each top-level front matter key to its 1-based line in the file. Only plain
 * `key: value` lines at column 0 inside the leading `---` block are found; a key that is not
 * found (quoted keys, flow mappings) has no entry.
 *
 * @example frontMatterKeyLines('---\ntitle: A\ndate: 2024-01-02\n---\nbody').get('date') === 3
 */
export function frontMatterKeyLines(text: string): Map<string, number> {
  const lines = text.split(/\r?\n/);
  const result = new Map<string, number>();
  if (lines[0]?.trimEnd() !== '---') return result;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trimEnd() === '---') break;
    const match = /^([^\s#:'"[{][^:]*?)\s*:(?:\s|$)/.exec(line);
    if (match && !result.has(match[1]!)) result.set(match[1]!, i + 1);
  }
  return result;
}

/** Line of the first line after the front matter block (1 when there is none): where the body starts at the earliest. */
export function frontMatterEndLine(text: string): number {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return 1;
  for (let i = 1; i < lines.length; i++) if (lines[i]!.trimEnd() === '---') return i + 2;
  return 1;
}
