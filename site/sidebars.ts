/**
 * The three docs sidebars of SPEC §2: guides (`mainSidebar`), the API reference (`apiSidebar`)
 * and the Recorder product (`recorderSidebar`). `brand`, `webpack` and
 * `config/typescript-aliases` are in no sidebar on purpose.
 */
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

const mainSidebar: SidebarItem[] = [
  'getting-started',
  category('Basics', ['fundamentals', 'timeline', 'animating-properties', 'assets', 'audio', 'fonts', 'terminology']),
  category('Rendering', ['encoding', 'performance', 'scaling']),
  category('Studio', ['studio/deploy-studio', 'studio/keyboard-shortcuts', 'studio/quick-switcher']),
  category(
    'CLI',
    [
      'cli/render',
      'cli/still',
      'cli/studio',
      'cli/compositions',
      'cli/bundle',
      'cli/benchmark',
      'cli/ffmpeg',
      'cli/ffprobe',
      'cli/gpu',
      'cli/versions',
      'cli/upgrade',
      'cli/help',
      'cli/browser/ensure',
    ],
    'cli',
  ),
  category(
    'Lambda',
    [
      'lambda/setup',
      'lambda/permissions',
      'lambda/limits',
      'lambda/webhooks',
      'lambda/without-iam/ec2',
      category('CLI', ['lambda/cli/render', 'lambda/cli/sites', 'lambda/cli/functions']),
    ],
    'lambda',
  ),
  category(
    'Cloud Run',
    ['cloudrun/setup', 'cloudrun/permissions', 'cloudrun/limits', category('CLI', ['cloudrun/cli/render', 'cloudrun/cli/services'])],
    'cloudrun',
  ),
  category('Player', ['player/installation', 'player/examples', 'player/scaling', 'player/autoplay']),
  category('Transitions', ['transitions/transitionseries']),
  category('Captions', ['captions/overview']),
  category('Upgrading', ['5-0-migration', '4-0-migration', '3-0-migration', '2-0-migration']),
  category('Licensing', ['licensing/license', 'licensing/company-license']),
  'troubleshooting',
  'resources',
  'support',
  'contributing',
];

const apiSidebar: SidebarItem[] = [
  'api',
  category('@framecraft/renderer', [
    'renderer/render-media',
    'renderer/render-still',
    'renderer/select-composition',
    'renderer/get-compositions',
    'renderer/render-frames',
    'renderer/stitch-frames-to-video',
    'renderer/ensure-browser',
  ]),
  category('@framecraft/lambda', [
    'lambda/rendermediaonlambda',
    'lambda/renderstillonlambda',
    'lambda/getrenderprogress',
    'lambda/deploysite',
    'lambda/deployfunction',
    'lambda/estimateprice',
  ]),
  category('@framecraft/cloudrun', ['cloudrun/rendermediaoncloudrun', 'cloudrun/deployservice', 'cloudrun/deploysite']),
  category('@framecraft/player', ['player/player', 'player/thumbnail']),
  category('@framecraft/media-parser', ['media-parser/parse-media', 'media-parser/fields']),
  category('@framecraft/webcodecs', ['webcodecs/convert-media', 'webcodecs/can-reencode-video-track']),
  category('@framecraft/captions', ['captions/create-tiktok-style-captions', 'captions/parse-srt']),
  category('@framecraft/transitions', [
    category('Presentations', ['transitions/presentations/fade', 'transitions/presentations/slide', 'transitions/presentations/wipe']),
    category('Timings', ['transitions/timings/spring-timing', 'transitions/timings/linear-timing']),
  ]),
  category('@framecraft/paths', ['paths/evolve-path', 'paths/get-length', 'paths/interpolate-path']),
  category('@framecraft/shapes', ['shapes/circle', 'shapes/rect', 'shapes/triangle', 'shapes/star']),
  category('@framecraft/noise', ['noise/noise-2d', 'noise/noise-3d', 'noise/noise-4d']),
  category('@framecraft/layout-utils', ['layout-utils/measure-text', 'layout-utils/fit-text']),
  category('@framecraft/motion-blur', ['motion-blur/trail', 'motion-blur/camera-motion-blur']),
  category('Fonts', ['google-fonts/load-font', 'fonts-api/load-font']),
  category('Media', ['gif/gif', 'lottie/lottie', 'skia/skia-canvas']),
  category('@framecraft/zod-types', ['zod-types/z-color', 'zod-types/z-textarea']),
];

const recorderSidebar: SidebarItem[] = [
  'recorder',
  'recorder/buy',
  'recorder/setup',
  'recorder/record',
  'recorder/editing',
  'recorder/exporting',
  'recorder/troubleshooting',
  { type: 'link', label: '← Back to main docs', href: '/docs/' },
];

const sidebars = { mainSidebar, apiSidebar, recorderSidebar };
export default sidebars;
