// The tree of the `large` figure (issue #13 item 13): one site with a single Markdown document
// of about `bytes` bytes, a long list with inline markup and a heading every 200 items, the shape
// that made a doc's compile cost 2.6× the parser alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `<out>/site.json` and `<out>/docs/large.md` (≥ `bytes` UTF-8 bytes). Returns the
 * document's size in bytes and its list-item count.
 */
export function makeLargeDocTree(out, bytes = 1_000_000) {
  mkdirSync(path.join(out, 'docs'), { recursive: true });
  writeFileSync(
    path.join(out, 'site.json'),
    JSON.stringify({ title: 'Large document', url: 'https://example.com', baseUrl: '/', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }] }, null, 2),
  );
  const parts = ['---\ntitle: Large document\n---\n\n# Large document\n\n'];
  let size = parts[0].length;
  let items = 0;
  while (size < bytes) {
    const line = `- item ${items} with some **bold** text, a [link](https://example.com/page/${items}) and \`code ${items}\`\n`;
    parts.push(line);
    size += line.length;
    items++;
    if (items % 200 === 0) {
      const heading = `\n## Section ${items / 200}\n\n`;
      parts.push(heading);
      size += heading.length;
    }
  }
  writeFileSync(path.join(out, 'docs', 'large.md'), parts.join(''));
  return { bytes: size, items };
}
