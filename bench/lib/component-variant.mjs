// The bench's component variant (issue #35): the same tree with a share of its docs importing a
// site component, as Docusaurus sites' MDX does, and what such a page's JavaScript weighs.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPONENT = `import type { ReactNode } from 'react';
import { useState } from 'react';
import styles from './styles.module.css';

/** A callout a doc imports: a title, a text, and a button that counts (it hydrates). */
export default function Callout({ title, children }: { title: string; children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <aside className={styles.callout}>
      <button type="button" onClick={() => setOpen(!open)}>{title}</button>
      {open ? <div>{children}</div> : null}
    </aside>
  );
}
`;
const CSS = '.callout { border-left: 4px solid var(--ifm-color-primary); padding: 0.5rem 1rem; }\n';

/**
 * Copies `tree` to `out` and makes every `1/share`-th doc (in sorted path order) import
 * `@site/src/components/Callout` and use it once. Returns the sources changed.
 */
export function withComponentImports(tree, out, every = 5) {
  cpSync(tree, out, { recursive: true });
  mkdirSync(path.join(out, 'src/components/Callout'), { recursive: true });
  writeFileSync(path.join(out, 'src/components/Callout/index.tsx'), COMPONENT);
  writeFileSync(path.join(out, 'src/components/Callout/styles.module.css'), CSS);
  const docs = [];
  const walk = (dir) => {
    for (const e of readdirSync(path.join(out, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(e.name)) docs.push(rel);
    }
  };
  walk('docs');
  const changed = docs.filter((_, i) => i % every === 0);
  for (const rel of changed) {
    const file = path.join(out, rel);
    const text = readFileSync(file, 'utf8');
    // After the front matter: the import, then the component once, then the body.
    const m = /^---\n[\s\S]*?\n---\n/.exec(text);
    const head = m ? m[0] : '';
    writeFileSync(file, `${head}\nimport Callout from '@site/src/components/Callout';\n\n<Callout title="Note">Imported by this page.</Callout>\n\n${text.slice(head.length)}`);
  }
  return changed;
}

/**
 * The JavaScript a page with a component loads beyond a page without: the page module's chunk
 * (named `<file>.sitegraph-mdx-<hash>.js`) and the chunks it imports statically that the entry
 * script (which every page loads) does not already import; gzip bytes each, and the component's
 * own (its chunk is named after it).
 */
export function pageModuleWeight(outDir, source, componentName = 'Callout') {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const own = files.find((f) => f.startsWith(`${path.basename(source)}.sitegraph-mdx`));
  if (!own) return null;
  const closure = (start) => {
    const seen = new Set();
    const visit = (f) => {
      if (seen.has(f)) return;
      seen.add(f);
      const text = readFileSync(path.join(assets, f), 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (files.includes(m[1])) visit(m[1]);
    };
    for (const f of start) visit(f);
    return seen;
  };
  const loaded = closure(files.filter((f) => f.startsWith('entry-client')));
  const gz = (f) => gzipSync(readFileSync(path.join(assets, f))).length;
  const chunks = [...closure([own])].filter((f) => !loaded.has(f)).map((f) => ({ file: f, gzipBytes: gz(f) }));
  const component = chunks.filter((c) => c.file.startsWith(componentName)).reduce((n, c) => n + c.gzipBytes, 0);
  const total = chunks.reduce((n, c) => n + c.gzipBytes, 0);
  return { chunks, totalGzipBytes: total, componentGzipBytes: component, overheadGzipBytes: total - component };
}
