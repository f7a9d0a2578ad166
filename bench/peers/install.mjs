// Installs reference tools (peers) of the bench from the npm registry into a cache folder
// outside the repository, once: `~/.cache/sitegraph-bench/peers/<name>` (or
// `$SITEGRAPH_BENCH_CACHE/peers/<name>`). Nothing there is ever committed. Used by
// `npm run bench -- --peers` (Docusaurus; Pagefind for the search figures).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder peers are installed under. */
export function peersRoot() {
  const base = process.env.SITEGRAPH_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'sitegraph-bench');
  return path.join(base, 'peers');
}

/**
 * Installs `packages` (npm specs such as `@docusaurus/core@3.7.0`) into
 * `<peersRoot()>/<name>` with `npm install`, unless that folder already holds exactly this list
 * (its `peers.json`). Returns the folder; its `node_modules/.bin` has the packages' commands.
 * Throws with npm's output when the install fails (e.g. the registry is unreachable).
 *
 * @param {string} name folder name, e.g. `docusaurus-3.7.0`
 * @param {string[]} packages npm package specs, pinned versions preferably
 * @param {{ log?: (line: string) => void }} [options]
 */
export function installPeers(name, packages, { log = () => {} } = {}) {
  if (!/^[\w.@-]+$/.test(name)) throw new Error(`installPeers: bad folder name ${JSON.stringify(name)}`);
  const dir = path.join(peersRoot(), name);
  const marker = path.join(dir, 'peers.json');
  const wanted = JSON.stringify([...packages].sort());
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return dir;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'package.json'))) {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `bench-peer-${name}`.toLowerCase(), private: true }) + '\n');
  }
  log(`installing ${packages.join(' ')} into ${dir}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0) {
    throw new Error(`installPeers ${name}: npm install failed (exit ${r.status ?? r.signal})\n${r.stderr || r.stdout}`);
  }
  writeFileSync(marker, wanted);
  return dir;
}

/** The Docusaurus version `npm run bench -- --peers` compares with, and its packages. */
export const DOCUSAURUS_VERSION = '3.7.0';
export const DOCUSAURUS_PACKAGES = [
  `@docusaurus/core@${DOCUSAURUS_VERSION}`,
  `@docusaurus/preset-classic@${DOCUSAURUS_VERSION}`,
  `@docusaurus/faster@${DOCUSAURUS_VERSION}`,
  'react@18.3.1',
  'react-dom@18.3.1',
];
