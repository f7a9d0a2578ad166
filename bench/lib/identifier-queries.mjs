// The identifier query set of the search figure (issue #40): every API page of the product site
// (`site/`), a page whose title is one identifier written as code (`renderMedia()`, `<Player>`)
// with two or more parts, queried the three ways readers type it: `renderMedia`, `render media`
// and `rendermedia`. A hit is right when its page has that title (`deploySite()` has two).
import path from 'node:path';
import { timed } from './proc.mjs';

/** A title that is one identifier: `name()` or `<Name>`. */
const API_TITLE = /^(?:([A-Za-z][A-Za-z0-9]*)\(\)|<([A-Za-z][A-Za-z0-9]*)>)$/;

/**
 * The words a reader types for an identifier, split where its case changes from lower to upper
 * and where digits follow letters (`noise2D` → `noise 2D`, `zColor` → `z Color`): written here
 * apart from the engine's own splitting, so the set does not test the engine against itself.
 */
export function typedWords(name) {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').split(' ');
}

/**
 * The identifier set of the records of a build of the product site: per API page title of the
 * current docs, three queries (`form`: 'as written', 'words', 'run together').
 *
 * @returns {Array<{ text: string, query: string, form: string, relevant: Set<string>, by: 'page' }>}
 */
export function identifierQuerySet(records) {
  const pagesByName = new Map();
  for (const r of records) {
    if (r.docusaurus_tag !== 'docs-default-current' || r.type !== 'lvl1') continue;
    const match = API_TITLE.exec(r.hierarchy.lvl1);
    if (!match) continue;
    const name = match[1] ?? match[2];
    if (typedWords(name).length < 2) continue;
    (pagesByName.get(name) ?? pagesByName.set(name, new Set()).get(name)).add(r.url_without_anchor);
  }
  return [...pagesByName].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([name, relevant]) => {
    const words = typedWords(name);
    return [
      { text: name, query: name, form: 'as written', relevant, by: 'page' },
      { text: name, query: words.join(' ').toLowerCase(), form: 'words', relevant, by: 'page' },
      { text: name, query: words.join('').toLowerCase(), form: 'run together', relevant, by: 'page' },
    ];
  });
}

/**
 * Builds the product site graph-only (records and index files) into `workDir/site-graph`.
 *
 * @returns {Promise<string>} the output folder
 * @throws Error when the build fails
 */
export async function buildProductSiteIndex({ repo, cli, workDir }) {
  const out = path.join(workDir, 'site-graph');
  const build = await timed(process.execPath, [cli, 'build', path.join(repo, 'site'), '--out', out, '--graph-only', '--no-cache'], { cwd: workDir, scratch: workDir });
  if (build.code !== 0) throw new Error(`product site build failed:\n${(build.stderr || build.stdout).slice(-3000)}`);
  return out;
}
