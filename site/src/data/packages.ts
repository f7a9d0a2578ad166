/** Where a package's code runs. */
export type Runtime = 'Node.js' | 'Browser' | 'Cloud' | 'Anywhere';

/** One package of Framecraft, as the API overview's table lists it. */
export interface PackageInfo {
  name: string;
  runsIn: Runtime;
  /** What a reader installs it for, in a short phrase. */
  purpose: string;
  /** The docs page that introduces it (a site path). */
  docs: string;
}

/** The packages, in the order the API overview presents them. */
export const packages: readonly PackageInfo[] = [
  { name: 'framecraft', runsIn: 'Anywhere', purpose: 'Compositions, sequences and the hooks that read the current frame', docs: '/docs/fundamentals' },
  { name: '@framecraft/renderer', runsIn: 'Node.js', purpose: 'Rendering videos and stills on your own machine or server', docs: '/docs/renderer/render-media' },
  { name: '@framecraft/lambda', runsIn: 'Cloud', purpose: 'Rendering in parallel across AWS Lambda functions', docs: '/docs/lambda' },
  { name: '@framecraft/cloudrun', runsIn: 'Cloud', purpose: 'Rendering on Google Cloud Run', docs: '/docs/cloudrun' },
  { name: '@framecraft/player', runsIn: 'Browser', purpose: 'Playing a composition inside a React app in real time', docs: '/docs/player' },
  { name: '@framecraft/media-parser', runsIn: 'Anywhere', purpose: 'Reading the metadata and samples of video and audio files', docs: '/docs/media-parser/parse-media' },
  { name: '@framecraft/webcodecs', runsIn: 'Browser', purpose: 'Converting media in the browser with WebCodecs', docs: '/docs/webcodecs/convert-media' },
  { name: '@framecraft/transitions', runsIn: 'Anywhere', purpose: 'Animated transitions between scenes', docs: '/docs/transitions/presentations/fade' },
  { name: '@framecraft/captions', runsIn: 'Anywhere', purpose: 'Subtitles: parsing, transcribing and TikTok-style pages', docs: '/docs/captions/create-tiktok-style-captions' },
  { name: '@framecraft/cli', runsIn: 'Node.js', purpose: 'The `npx framecraft` commands: studio, render, upgrade', docs: '/docs/cli' },
];
