/**
 * The three docs sidebars of SPEC §2: guides (`mainSidebar`), the API reference (`apiSidebar`)
 * and the Recorder product (`recorderSidebar`). `brand`, `webpack` and
 * `config/typescript-aliases` are in no sidebar on purpose.
 *
 * Generated pages are placed by path and kind from `reference-sidebar.ts`, which the docs
 * generator writes from its table (scripts/docs/topics), in table order: a page added to the
 * table appears in its category here.
 */
import { docIds, docKinds } from './reference-sidebar.js';

type SidebarItem =
  | string
  | { type: 'category'; label: string; collapsed?: boolean; link?: { type: 'doc'; id: string }; items: SidebarItem[] }
  | { type: 'link'; label: string; href: string };

const category = (label: string, items: SidebarItem[], linkDoc?: string): SidebarItem => ({
  type: 'category',
  label,
  collapsed: true,
  ...(linkDoc ? { link: { type: 'doc' as const, id: linkDoc } } : {}),
  items,
});

/** Every generated doc id, in table order. */
const all = Object.values(docIds).flat();
const starts = (prefixes: string[]) => (id: string) => prefixes.some((p) => id.startsWith(p));
/** Reference pages whose path starts with one of the prefixes. */
const refs = (...prefixes: string[]) => all.filter((id) => docKinds[id] === 'ref' && starts(prefixes)(id));
/** Guides and command line pages whose path starts with one of the prefixes. */
const guides = (...prefixes: string[]) => all.filter((id) => docKinds[id] !== 'ref' && starts(prefixes)(id));
/** The given ids that are generated docs (checks the names against the table). */
const docs = (...ids: string[]) => {
  const missing = ids.filter((id) => !docKinds[id]);
  if (missing.length) throw new Error(`Not in the docs table: ${missing.join(', ')}`);
  return ids;
};
/** Pages at the docs root (no folder). */
const topLevel = (kind: 'ref' | 'guide') => all.filter((id) => !id.includes('/') && (kind === 'ref' ? docKinds[id] === 'ref' : docKinds[id] !== 'ref'));

const BASICS = docs('assets', 'audio', 'fonts', 'terminology');
const RENDERING = docs('encoding', 'performance', 'scaling');
const MIGRATIONS = docs('5-0-migration', '4-0-migration', '3-0-migration', '2-0-migration');
const LAST = docs('troubleshooting', 'resources', 'support', 'contributing');
const NO_SIDEBAR = docs('brand', 'webpack');
const placed = new Set([...BASICS, ...RENDERING, ...MIGRATIONS, ...LAST, ...NO_SIDEBAR]);

const mainSidebar: SidebarItem[] = [
  'getting-started',
  category('Basics', ['fundamentals', 'timeline', 'animating-properties', ...BASICS]),
  category('Guides', topLevel('guide').filter((id) => !placed.has(id))),
  category('Rendering', RENDERING),
  category('Studio', guides('studio/')),
  category('CLI', guides('cli/'), 'cli'),
  category(
    'Lambda',
    ['lambda/setup', ...guides('lambda/').filter((id) => !id.startsWith('lambda/cli/')), category('CLI', guides('lambda/cli/'))],
    'lambda',
  ),
  category('Cloud Run', [...guides('cloudrun/').filter((id) => !id.startsWith('cloudrun/cli/')), category('CLI', guides('cloudrun/cli/'))], 'cloudrun'),
  category('Player', guides('player/')),
  category('Transitions', guides('transitions/')),
  category('Captions', guides('captions/')),
  category('Media', guides('media-parser/', 'webcodecs/', 'lottie/', 'skia/', 'google-fonts/')),
  category('Graphics', guides('paths/', 'shapes/', 'noise/', 'motion-blur/', 'layout-utils/', 'zod-types/')),
  category('Upgrading', MIGRATIONS),
  category('Licensing', guides('licensing/')),
  ...LAST,
];

const apiSidebar: SidebarItem[] = [
  'api',
  category('framecraft', topLevel('ref')),
  category('@framecraft/renderer', refs('renderer/')),
  category('@framecraft/bundler', refs('bundler/', 'tailwind/', 'three/')),
  category('@framecraft/lambda', refs('lambda/')),
  category('@framecraft/cloudrun', refs('cloudrun/')),
  category('@framecraft/player', [
    ...refs('player/player', 'player/thumbnail'),
    category('Props', refs('player/props/')),
    category('Methods', refs('player/methods/')),
    category('Events', refs('player/events/')),
  ]),
  category('@framecraft/media-parser', [
    ...refs('media-parser/').filter((id) => !id.startsWith('media-parser/fields/')),
    category('Fields', refs('media-parser/fields/')),
  ]),
  category('@framecraft/webcodecs', refs('webcodecs/')),
  category('@framecraft/media-utils', refs('media-utils/')),
  category('@framecraft/captions', refs('captions/')),
  category('@framecraft/transitions', [
    category('Presentations', refs('transitions/presentations/')),
    category('Timings', refs('transitions/timings/')),
    ...refs('transitions/').filter((id) => !/^transitions\/(presentations|timings)\//.test(id)),
  ]),
  category('@framecraft/paths', refs('paths/')),
  category('@framecraft/shapes', refs('shapes/')),
  category('@framecraft/noise', refs('noise/')),
  category('@framecraft/layout-utils', refs('layout-utils/')),
  category('@framecraft/motion-blur', refs('motion-blur/')),
  category('Fonts', refs('google-fonts/', 'fonts-api/')),
  category('Media', refs('gif/', 'lottie/', 'skia/')),
  category('@framecraft/zod-types', refs('zod-types/')),
  category('@framecraft/studio', refs('studio/')),
  category('Configuration file', refs('config/')),
];

const recorderSidebar: SidebarItem[] = [
  'recorder',
  ...guides('recorder/'),
  { type: 'link', label: '← Back to main docs', href: '/docs/' },
];

const sidebars = { mainSidebar, apiSidebar, recorderSidebar };
export default sidebars;
