import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { measure, type PageProse } from './prose.js';

/** Every `.md` and `.mdx` page under `docsDir`, measured; partials (`_`-prefixed files and folders) are not pages, as in Docusaurus. */
export function readDocs(docsDir: string): PageProse[] {
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  return files.map((f) => measure(f, readFileSync(path.join(docsDir, f), 'utf8')));
}
