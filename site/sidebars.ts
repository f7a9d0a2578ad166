/**
 * The three docs sidebars of SPEC §2: guides (`mainSidebar`), the API reference (`apiSidebar`)
 * and the Recorder product (`recorderSidebar`). `brand`, `webpack` and
 * `config/typescript-aliases` are in no sidebar on purpose.
 *
 * Generated pages are listed by group from `reference-sidebar.ts`, which the docs generator
 * writes from its table (scripts/docs/topics), so a page added to the table appears here.
 */
import { docIds } from './reference-sidebar.js';

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

/** The ids of a group of the docs table. */
const group = (key: string): string[] => {
  const ids = docIds[key];
  if (!ids) throw new Error(`No docs group "${key}" in reference-sidebar.ts`);
  return ids;
};
/** The ids of a group that start with one of the prefixes. */
const under = (key: string, ...prefixes: string[]) => group(key).filter((id) => prefixes.some((p) => id.startsWith(p)));
const legacy = (...ids: string[]) => ids.filter((id) => group('legacy').includes(id));

const mainSidebar: SidebarItem[] = [
  'getting-started',
  category('Basics', ['fundamentals', 'timeline', 'animating-properties', ...legacy('assets', 'audio', 'fonts', 'terminology')]),
  category('Guides', [...group('guides'), ...group('more-guides')]),
  category('Rendering', legacy('encoding', 'performance', 'scaling')),
  category('Studio', [...under('legacy', 'studio/'), ...group('studio-guides')]),
  category('CLI', under('legacy', 'cli/'), 'cli'),
  category(
    'Lambda',
    [
      'lambda/setup',
      ...under('legacy', 'lambda/').filter((id) => !id.startsWith('lambda/cli/')),
      ...under('lambda-guides', 'lambda/').filter((id) => !id.startsWith('lambda/cli/')),
      category('CLI', [...under('legacy', 'lambda/cli/'), ...under('lambda-guides', 'lambda/cli/')]),
    ],
    'lambda',
  ),
  category(
    'Cloud Run',
    [
      ...under('legacy', 'cloudrun/').filter((id) => !id.startsWith('cloudrun/cli/')),
      ...under('cloudrun-guides', 'cloudrun/').filter((id) => !id.startsWith('cloudrun/cli/')),
      category('CLI', [...under('legacy', 'cloudrun/cli/'), ...under('cloudrun-guides', 'cloudrun/cli/')]),
    ],
    'cloudrun',
  ),
  category('Player', under('legacy', 'player/')),
  category('Transitions', [...under('legacy', 'transitions/'), ...group('transitions-guides')]),
  category('Captions', under('legacy', 'captions/')),
  category('Media packages', group('package-guides')),
  category('Upgrading', legacy('5-0-migration', '4-0-migration', '3-0-migration', '2-0-migration')),
  category('Licensing', [...under('legacy', 'licensing/'), ...group('licensing')]),
  ...legacy('troubleshooting', 'resources', 'support', 'contributing'),
];

const apiSidebar: SidebarItem[] = [
  'api',
  category('framecraft', [...group('core'), ...group('core-more')]),
  category('@framecraft/renderer', group('renderer')),
  category('@framecraft/bundler', group('bundler')),
  category('@framecraft/lambda', group('lambda-api')),
  category('@framecraft/cloudrun', group('cloudrun-api')),
  category('@framecraft/player', [
    ...group('player-api'),
    category('Props', group('player-props')),
    category('Methods', group('player-methods')),
    category('Events', group('player-events')),
  ]),
  category('@framecraft/media-parser', [
    ...group('media-parser').filter((id) => !id.startsWith('media-parser/fields/')),
    category('Fields', under('media-parser', 'media-parser/fields/')),
  ]),
  category('@framecraft/webcodecs', group('webcodecs')),
  category('@framecraft/media-utils', group('media-utils')),
  category('@framecraft/captions', group('captions')),
  category('@framecraft/transitions', [
    category('Presentations', under('transitions', 'transitions/presentations/')),
    category('Timings', under('transitions', 'transitions/timings/')),
    ...group('transitions').filter((id) => !/^transitions\/(presentations|timings)\//.test(id)),
  ]),
  category('@framecraft/paths', group('paths')),
  category('@framecraft/shapes', group('shapes')),
  category('@framecraft/noise', group('noise')),
  category('@framecraft/layout-utils', under('media-components', 'layout-utils/')),
  category('@framecraft/motion-blur', under('media-components', 'motion-blur/')),
  category('Fonts', under('media-components', 'google-fonts/', 'fonts-api/')),
  category('Media', under('media-components', 'gif/', 'lottie/', 'skia/')),
  category('@framecraft/zod-types', under('media-components', 'zod-types/')),
  category('@framecraft/studio', group('studio-api')),
  category('Configuration file', group('config')),
];

const recorderSidebar: SidebarItem[] = [
  'recorder',
  ...under('legacy', 'recorder/'),
  ...group('recorder'),
  { type: 'link', label: '← Back to main docs', href: '/docs/' },
];

const sidebars = { mainSidebar, apiSidebar, recorderSidebar };
export default sidebars;
