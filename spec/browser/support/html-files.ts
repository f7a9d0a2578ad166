import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The absolute paths of the `.html` files of a built site under `dir`, outside its `assets/` and `chunks/` folders (pages only). */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'assets' && name !== 'chunks') walk(p);
      } else if (name.endsWith('.html')) out.push(p);
    }
  };
  walk(dir);
  return out;
}
