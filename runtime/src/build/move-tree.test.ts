import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { moveTreeInto } from './move-tree.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';

const tempMoveTreeDir = tempDirs('sitegraph-move-tree-');

it('moves new folders whole, merges existing ones and replaces files of the same name', () => {
  const root = tempMoveTreeDir();
  const put = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  put('from/chunks/a.json', 'A');
  put('from/assets/files/x.png', 'X');
  put('from/graph.json', 'new graph');
  put('to/assets/index.js', 'JS');
  put('to/graph.json', 'old graph');
  const replaced: string[] = [];
  moveTreeInto(path.join(root, 'from'), path.join(root, 'to'), (dest) => replaced.push(path.relative(root, dest)));
  expect(replaced).toEqual([path.join('to', 'graph.json')]);
  const read = (rel: string) => readFileSync(path.join(root, 'to', rel), 'utf8');
  expect([read('chunks/a.json'), read('assets/files/x.png'), read('assets/index.js'), read('graph.json')]).toEqual(['A', 'X', 'JS', 'new graph']);
  expect(readdirSync(path.join(root, 'from', 'assets'))).toEqual([]);
});
