// The bench's trees (issue #15): a flat one straight from gen-corpus, or the versioned shape,
// a tree of a fifth of the doc pages plus four released versions copied into versioned_docs/.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Released versions of the versioned shape, newest first (as in `versions.json`). */
export const RELEASED_VERSIONS = ['4.0', '3.0', '2.0', '1.0'];

/**
 * A size of `--sizes`: `5000` is a flat tree of 5,000 docs; `50000v` the versioned shape with
 * 50,000 doc pages in all (10,000 current docs and each of {@link RELEASED_VERSIONS} a copy).
 * Returns `{ label, docs, versioned }` where `docs` counts doc pages, or null for a bad entry.
 */
export function parseSize(text) {
  const m = /^(\d+)(v?)$/.exec(text.trim());
  if (!m || Number(m[1]) <= 0) return null;
  const versioned = m[2] === 'v';
  if (versioned && Number(m[1]) % (RELEASED_VERSIONS.length + 1) !== 0) return null;
  return { label: text.trim(), docs: Number(m[1]), versioned };
}

/**
 * Generates the tree of `size` (see {@link parseSize}) into `out` with `gen` (gen-corpus.mjs),
 * 25 posts, seed 1. Returns gen-corpus's summary line, plus what was copied for the versioned shape.
 */
export function makeCorpus(node, gen, out, size) {
  const current = size.versioned ? size.docs / (RELEASED_VERSIONS.length + 1) : size.docs;
  const said = execFileSync(node, [gen, '--out', out, '--docs', String(current), '--posts', '25', '--seed', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  if (!size.versioned) return said;
  // Docusaurus's layout of a released version: versioned_docs/version-<v>/ (the docs as they
  // were) and versioned_sidebars/version-<v>-sidebars.json; versions.json lists them newest first.
  mkdirSync(path.join(out, 'versioned_sidebars'), { recursive: true });
  for (const v of RELEASED_VERSIONS) {
    cpSync(path.join(out, 'docs'), path.join(out, 'versioned_docs', `version-${v}`), { recursive: true });
    cpSync(path.join(out, 'sidebars.json'), path.join(out, 'versioned_sidebars', `version-${v}-sidebars.json`));
  }
  writeFileSync(path.join(out, 'versions.json'), `${JSON.stringify(RELEASED_VERSIONS)}\n`);
  return `${said}; versions ${RELEASED_VERSIONS.join(', ')} copied into versioned_docs/ (${size.docs} doc pages)`;
}
