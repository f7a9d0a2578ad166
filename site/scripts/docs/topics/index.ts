// The docs table, group by group. A group is a sidebar category: `sidebars.ts` places each
// group's ids (written to reference-sidebar.ts by the generator).
import type { DocGroup } from '../types.js';
import { core } from './core.js';
import { guides } from './guides.js';
import { legacyTopics } from './legacy.js';
import { renderer } from './renderer.js';

export const groups: DocGroup[] = [
  { key: 'legacy', entries: legacyTopics },
  { key: 'guides', entries: guides },
  { key: 'core', entries: core },
  { key: 'renderer', entries: renderer },
];
