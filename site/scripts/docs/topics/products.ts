// Guides for the Recorder, licensing, and the media packages.
import type { GuideEntry } from '../types.js';

export const recorderGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'recorder/captions', title: 'Captions in the Recorder',
    summary: 'The Recorder transcribes every take and shows captions word by word. Captions are generated locally, edited in a text view and burned into the export or saved as a subtitle file.',
    sections: [
      ['Transcription', 'After a take is recorded, its microphone track is transcribed on your machine with a speech model downloaded on first use. Nothing is uploaded. A ten-minute take transcribes in about a minute on a recent laptop.'],
      ['Correcting words', 'Open the caption view of a take and click a word to fix it. Timing stays attached to the word, so corrections never shift the captions. Names and technical terms can be added to a dictionary that later transcriptions respect.'],
      ['Styles', 'Choose between page-by-page captions with the spoken word highlighted and classic two-line subtitles. Font, colour and position follow the brand settings of the project.'],
    ],
    see: ['recorder/editing', 'captions/overview', 'recorder/branding'],
  },
  {
    kind: 'guide', id: 'recorder/branding', title: 'Branding the Recorder',
    summary: 'Every video exported by the Recorder uses the colours, fonts, logo and intro of your brand, set once in a configuration file and applied to all recordings.',
    sections: [
      ['The brand file', 'Colours, fonts and the logo path are set in `brand.ts` at the root of the Recorder project. Fonts are loaded with the Framecraft font packages, so they render identically in the preview and the export.'],
      ['Intro and outro', 'An intro and outro composition are played before and after each video. They receive the title of the recording as a prop, so one template serves every episode of a series.'],
      ['Per-video overrides', 'A recording can override any brand value, for example to use a partner\'s logo in a joint video, without changing the defaults of the project.'],
    ],
    see: ['recorder/layouts', 'recorder/exporting', 'fonts'],
  },
  {
    kind: 'guide', id: 'recorder/layouts', title: 'Layouts',
    summary: 'A layout decides how the screen recording and the camera share the frame. The Recorder offers several and switches between them with animated transitions, per scene.',
    sections: [
      ['Available layouts', 'Screen only, camera only, picture-in-picture with the camera in a corner, and side by side. Picture-in-picture crops the camera to a circle or a rounded rectangle.'],
      ['Changing layouts', 'Select a range in the timeline and pick a layout; the transition in and out is added automatically. Layouts are stored as props of the composition, so changing one never re-encodes the source recordings.'],
      ['Vertical videos', 'For portrait exports, the layouts rearrange vertically: the camera above the screen, or the screen zoomed to the area around the cursor.'],
    ],
    see: ['recorder/editing', 'recorder/branding'],
  },
  {
    kind: 'guide', id: 'recorder/music', title: 'Background music',
    summary: 'The Recorder can lay music under a recording and lowers it automatically while you speak, so the voice stays clear.',
    sections: [
      ['Adding music', 'Put audio files into the `music/` folder of the project and pick one per recording. The track loops if the recording is longer and fades out at the end.'],
      ['Ducking', 'While the microphone track is audible, the music volume drops to a configurable level and rises again in pauses. The detection uses the same silence analysis as the automatic cuts.'],
      ['Licensing music', 'Only use music you are allowed to publish. Platforms detect copyrighted tracks and may mute or remove the video.'],
    ],
    see: ['recorder/editing', 'audio'],
  },
  {
    kind: 'guide', id: 'recorder/multiple-cameras', title: 'Several cameras and microphones',
    summary: 'Interviews and pair-programming sessions need more than one camera. The Recorder records any number of video and audio sources in one take, all in sync.',
    sections: [
      ['Adding sources', 'In the source menu, add each camera and microphone. Each source becomes its own file in the take, named after the device.'],
      ['Switching cameras', 'In the editor, assign a camera to each scene, or let the Recorder switch automatically to the person who is speaking, based on which microphone is loudest.'],
      ['Keeping sync', 'All sources are timestamped against the same clock. If one device starts late, the Recorder aligns it by its timestamps rather than by the start of its file.'],
    ],
    see: ['recorder/record', 'recorder/layouts'],
  },
  {
    kind: 'guide', id: 'recorder/keyboard-shortcuts', title: 'Recorder keyboard shortcuts',
    summary: 'Recording and editing are faster without the mouse. These are the shortcuts of the Recorder; the Studio\'s own shortcuts also work in its editor.',
    sections: [
      ['While recording', 'R starts and stops a take, P pauses it, and M toggles the microphone. Escape discards the current take after a confirmation.'],
      ['While editing', 'C cuts at the playhead, Delete removes the selected range, and the number keys 1 to 4 switch the layout of the selection. Ctrl or Cmd with Z undoes the last edit; every edit is undoable, since edits are props.'],
    ],
    see: ['studio/keyboard-shortcuts', 'recorder/editing'],
  },
  {
    kind: 'guide', id: 'recorder/upgrading', title: 'Upgrading the Recorder',
    summary: 'The Recorder is a project in your own repository, so upgrades arrive as changes to merge rather than as an installer. This keeps your customisations intact.',
    sections: [
      ['Pulling updates', 'Add the Recorder repository as a second remote and merge its release tags into your project. Conflicts appear only in files you changed yourself, typically the brand file and custom layouts.'],
      ['Recordings stay compatible', 'Recordings and edits are stored as plain files and JSON props. A new version reads older edits; when a format changes, the upgrade notes include a migration script.'],
      ['Framecraft versions', 'Each Recorder release pins a Framecraft version. Upgrade both together and run `npx framecraft versions` afterwards.'],
    ],
    see: ['recorder/setup', 'cli/upgrade'],
  },
  {
    kind: 'guide', id: 'recorder/faq', title: 'Recorder FAQ',
    summary: 'Answers to the questions people ask most before and after buying the Recorder.',
    sections: [
      ['Does it run on Windows?', 'Yes, on Windows, macOS and Linux, in any Chromium-based browser. Screen recording of individual windows depends on the operating system; whole screens work everywhere.'],
      ['Can I edit the code?', 'Yes. The Recorder is delivered as source code. Change layouts, add effects or connect it to your own storage; the license allows modifications for your own videos.'],
      ['Where are recordings stored?', 'In the `recordings/` folder of the project, on your disk. Nothing is uploaded unless you render in the cloud or sync the folder yourself.'],
    ],
    see: ['recorder/buy', 'recorder/troubleshooting', 'licensing/license'],
  },
];

export const licensingGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'licensing/faq', title: 'Licensing FAQ',
    summary: 'Common questions about who needs a license, what counts as a seat, and how licenses apply to agencies, open-source projects and automated rendering.',
    sections: [
      ['Do freelancers need a license?', 'A freelancer working alone uses Framecraft for free. When the freelancer builds a video product for a client company with four or more employees, the client needs a company license to use it.'],
      ['Does evaluation need a license?', 'No. Trying Framecraft, building prototypes and evaluating it for a purchase is free for everyone, including large companies.'],
      ['What if the company grows?', 'A company that passes three employees needs a license from then on. There is no back payment for the time before.'],
    ],
    see: ['licensing/license', 'licensing/company-license', 'licensing/seats'],
  },
  {
    kind: 'guide', id: 'licensing/seats', title: 'Counting seats',
    summary: 'A company license is priced by seats: the number of people who write or change code that uses Framecraft. This page explains who counts.',
    sections: [
      ['Who is a seat', 'Developers who write compositions, maintain rendering infrastructure or change code that imports Framecraft packages. A person counts once, however many projects they work on.'],
      ['Who is not', 'Designers who only edit props in a deployed Studio, people who watch or share rendered videos, and customers of your product who trigger renders do not count as seats.'],
      ['Changing the count', 'Add or remove seats at any time from the license page. Removals apply at the next renewal; additions immediately.'],
    ],
    see: ['licensing/company-license', 'licensing/automators'],
  },
  {
    kind: 'guide', id: 'licensing/automators', title: 'Licensing for automated rendering',
    summary: 'Products that render videos for their own customers, such as a video generator in a SaaS application, need an automator license in addition to seats, priced by renders per month.',
    sections: [
      ['What counts as a render', 'Every video or still rendered through the renderer or a cloud function counts once, regardless of length. Renders in the Studio during development and previews in the Player do not count.'],
      ['Measuring', 'The license page shows the counts reported by the cloud packages. For self-hosted rendering, report monthly counts from your own logs; there is no tracking in the renderer itself.'],
      ['Volume', 'The price per render falls with volume. Companies with predictable volume can commit to a yearly amount for a lower rate.'],
    ],
    see: ['licensing/seats', 'licensing/company-license', 'lambda'],
  },
  {
    kind: 'guide', id: 'licensing/open-source', title: 'Open-source projects',
    summary: 'Open-source projects can use Framecraft freely, but the license of Framecraft is not an open-source license. This page explains what that means for projects that depend on it.',
    sections: [
      ['Using Framecraft in an open-source project', 'Publish your code under any license you like; Framecraft stays under its own license. Users of your project are bound by Framecraft\'s license when they use it, so a company with more than three employees using your project needs a company license.'],
      ['Contributions', 'Contributions to Framecraft itself are welcome and are licensed under the same terms as the project.'],
    ],
    see: ['licensing/license', 'contributing'],
  },
  {
    kind: 'guide', id: 'licensing/invoices', title: 'Invoices and payments',
    summary: 'Company licenses are billed yearly by card or by bank transfer against an invoice. This page covers the details finance departments ask for.',
    sections: [
      ['Invoices', 'An invoice with the company\'s address and tax number is issued for every payment and can be downloaded from the license page. Corrections to the address can be requested within the same quarter.'],
      ['Purchase orders', 'Companies that need a purchase order or a signed contract before paying can request a quote from the pricing page; payment terms are 30 days.'],
      ['Taxes', 'Prices exclude value-added tax. Companies in the European Union with a valid tax number are invoiced under the reverse-charge procedure.'],
    ],
    see: ['licensing/company-license'],
  },
];

export const packageGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'lottie/lottiefiles', title: 'Finding and loading Lottie files',
    summary: 'Thousands of free and paid Lottie animations are published online. This guide shows how to bring one into a composition, and how to check that it will render correctly.',
    sections: [
      ['Downloading', 'Download the animation as Lottie JSON, not as a dotLottie archive, and put it in `public/`. Files with embedded images are larger but self-contained; files that reference external images need those images next to them.'],
      ['Loading', 'Fetch the JSON with `delayRender()` inside the component, or better in `calculateMetadata()`, and pass the parsed object to `<Lottie>`. Loading in `calculateMetadata()` also lets the composition take its duration from the animation.'],
      ['Checking compatibility', 'Animations made with expressions or uncommon effects may render differently than in the original tool. Scrub through the whole animation in the Studio before building on it.'],
    ],
    see: ['lottie/lottie', 'lottie/get-lottie-metadata', 'delay-render'],
  },
  {
    kind: 'guide', id: 'lottie/after-effects', title: 'Exporting from an animation tool',
    summary: 'Motion designers can hand animations to developers as Lottie files. A few rules during export make the difference between an animation that renders identically and one that breaks.',
    sections: [
      ['Use supported features', 'Shape layers, masks, trim paths, solid and gradient fills, and transforms are supported. Layer effects, expressions and 3D layers are not reliably supported; pre-render them or rebuild them with shapes.'],
      ['Text', 'Convert text to shapes before exporting, or make sure the font is loaded in the composition under the same family name. Otherwise the render uses a fallback font.'],
      ['Frame rate', 'Export at the frame rate of the composition if possible. Other rates work, but frames are interpolated, which can soften hard cuts in the animation.'],
    ],
    see: ['lottie/lottiefiles', 'lottie/lottie'],
  },
  {
    kind: 'guide', id: 'skia/installation', title: 'Installing Skia',
    summary: 'The Skia integration needs three pieces: the packages, a Webpack override that serves Skia\'s WebAssembly file, and a call that loads it before rendering. This guide sets up all three.',
    sections: [
      ['Packages', 'Install `@framecraft/skia` together with the React Native Skia package and `react-native-web` at the versions listed in the package\'s peer dependencies. Mismatched versions are the most common cause of a blank canvas.'],
      ['Webpack', 'Add `enableSkia()` to the Webpack override of the configuration file, and pass the same override to `bundle()` if you bundle from code.'],
      ['Loading', 'Call `loadSkia()` in the entry file and register the root only after it resolved. The first frame then has Skia available in the preview and every render tab.'],
    ],
    code: "// src/index.ts\nimport { loadSkia } from '@framecraft/skia';\nimport { registerRoot } from 'framecraft';\n\nloadSkia().then(async () => {\n  const { Root } = await import('./Root');\n  registerRoot(Root);\n});",
    lang: 'ts',
    see: ['skia/enable-skia', 'skia/skia-canvas'],
  },
  {
    kind: 'guide', id: 'google-fonts/overview', title: 'Google Fonts in Framecraft',
    summary: 'The `@framecraft/google-fonts` package makes every family of the Google Fonts collection loadable with one typed import, and guarantees that text is never rendered in a fallback font.',
    sections: [
      ['One import per family', 'Each family is a separate module, such as `@framecraft/google-fonts/Roboto`. Its `loadFont()` knows the weights and subsets the family offers, so TypeScript rejects a weight that does not exist.'],
      ['Performance', 'Every weight and subset is a file. Loading only the weights you use keeps the Player fast and renders start sooner. The package warns when a call would load more than 20 files.'],
      ['Offline and self-hosting', 'Fonts load from the Google Fonts servers. For offline renders or privacy requirements, download the files and load them with `@framecraft/fonts` instead.'],
    ],
    see: ['google-fonts/load-font', 'google-fonts/get-available-fonts', 'fonts-api/load-font'],
  },
];

export const moreGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'deterministic-rendering', title: 'Deterministic rendering',
    summary: 'A frame must look the same however often and wherever it is rendered. Frames are captured in parallel tabs, in any order, on different machines, so code that depends on anything but the frame number and the props produces flicker and jumps.',
    sections: [
      ['Sources of non-determinism', 'Random numbers without a seed, the current date and time, CSS animations and transitions, timers, and media played on the browser\'s clock all vary between tabs. Each has a frame-based replacement: `random(seed)`, a date passed in the props, `interpolate()` on the frame, and the Framecraft media components.'],
      ['Testing for it', 'Render the same composition twice with a concurrency of 1 and then of 8, and compare the outputs frame by frame. Any difference points to a dependency on time or order.'],
      ['Data that changes', 'Data fetched from an API may change between the frames of a render. Fetch it once in `calculateMetadata()` so every frame sees the same snapshot.'],
    ],
    see: ['random', 'calculate-metadata', 'troubleshooting'],
  },
  {
    kind: 'guide', id: 'environment-variables', title: 'Environment variables',
    summary: 'Configuration such as API keys and feature flags reaches compositions through environment variables. Framecraft reads them from a `.env` file or the process environment and exposes them inside the bundle.',
    sections: [
      ['The .env file', 'Variables in `.env` at the project root are loaded by the Studio and the command line. Use `--env-file` to load another file, for example one per environment.'],
      ['Inside the bundle', 'Only variables prefixed with `FRAMECRAFT_` are made available as `process.env` in compositions, so unrelated secrets of the shell never end up in a bundle. Render functions pass variables explicitly with `envVariables`.'],
      ['Cloud renders', 'Pass variables to cloud renders with `envVariables` in the render call; the environment of the function itself is not visible to the composition.'],
    ],
    see: ['data-fetching', 'renderer/render-media'],
  },
  {
    kind: 'guide', id: 'testing', title: 'Testing compositions',
    summary: 'Compositions are React components, so most of their logic can be tested like any other code. A few extra checks catch problems that only appear when rendering.',
    sections: [
      ['Unit tests', 'Move calculations out of components into pure functions: timings, layouts from data, text formatting. Test those functions directly; they need no browser.'],
      ['Rendering a frame in tests', 'Render stills of key frames with `renderStill()` in a test and compare them with reference images. A small tolerance avoids failures from anti-aliasing differences between machines.'],
      ['Checking every composition', 'In continuous integration, run `npx framecraft compositions` to verify that every composition still registers and its metadata resolves with the default props.'],
    ],
    see: ['renderer/render-still', 'cli/compositions', 'deterministic-rendering'],
  },
  {
    kind: 'guide', id: 'text-animations', title: 'Animating text',
    summary: 'Titles, lower thirds and kinetic typography are the most common animations in programmatic videos. They are built from a few techniques combined: splitting text, staggering, and measuring.',
    sections: [
      ['Splitting and staggering', 'Split a title into words or letters and give each its own delay: the animation of element i starts at frame i times a stagger. A spring per element with a stagger of two or three frames gives a lively reveal.'],
      ['Fitting text', 'Use `fitText()` to size a line so it fills the available width, and `measureText()` to size backgrounds around labels. Measure only after fonts have loaded.'],
      ['Typewriter effects', 'Show a growing slice of the string, computed from the frame. Add a blinking cursor whose visibility toggles every 15 frames.'],
    ],
    code: "const words = title.split(' ');\nreturn <h1>{words.map((w, i) => {\n  const s = spring({ frame: frame - i * 3, fps, config: { damping: 200 } });\n  return <span key={i} style={{ display: 'inline-block', opacity: s, transform: `translateY(${(1 - s) * 40}px)` }}>{w}&nbsp;</span>;\n})}</h1>;",
    see: ['spring', 'layout-utils/fit-text', 'animating-properties'],
  },
  {
    kind: 'guide', id: 'charts', title: 'Animated charts',
    summary: 'Data stories such as yearly reports are built from animated charts. Framecraft has no chart component on purpose: charts are SVG drawn from data, and animating them is a matter of interpolating the values.',
    sections: [
      ['Bars', 'Compute the final height of each bar from the data, then scale it with a spring that starts a few frames later for each bar. Labels fade in once their bar has settled.'],
      ['Lines', 'Build the path of a line chart from the data points with `createSmoothSvgPath()` and reveal it with `evolvePath()`. A dot following the end of the line uses `getPointAtLength()`.'],
      ['Chart libraries', 'Libraries that render SVG with React work inside compositions if their own animations are turned off; animate their input values instead.'],
    ],
    see: ['paths/evolve-path', 'media-utils/create-smooth-svg-path', 'spring'],
  },
  {
    kind: 'guide', id: 'localization', title: 'Localised videos',
    summary: 'The same video in several languages is a matter of props: the text comes from a translation file, and a composition per language, or a language prop, selects it.',
    sections: [
      ['Text', 'Keep all strings in a translation file per language and pass the language as a prop. Text lengths differ between languages, so size titles with `fitText()` rather than fixed font sizes.'],
      ['Voice and captions', 'Voice-overs are separate audio files per language; make the duration depend on the voice-over in `calculateMetadata()`. Captions come from a transcription or SRT per language.'],
      ['Right-to-left scripts', 'Set `direction: "rtl"` on containers for Arabic and Hebrew, and mirror movement directions so that text enters from the side where it begins.'],
    ],
    see: ['parameterized-rendering', 'calculate-metadata', 'layout-utils/fit-text'],
  },
  {
    kind: 'guide', id: 'three-d', title: '3D scenes',
    summary: 'Three-dimensional scenes are rendered with three.js through React Three Fiber, inside a `<ThreeCanvas>`. Animation comes from the frame, like everything else in Framecraft.',
    sections: [
      ['Setting up', 'Install `@framecraft/three` with `three` and `@react-three/fiber`. Place a `<ThreeCanvas>` with the composition\'s size and put lights, cameras and meshes inside.'],
      ['Animating', 'Read `useCurrentFrame()` inside the canvas and derive rotations and positions from it. Avoid `useFrame()` from React Three Fiber, which runs on wall-clock time.'],
      ['Rendering speed', '3D scenes are rendered with WebGL. On machines with a GPU, set the graphics backend to `angle` for a large speed-up; on servers without one, keep scenes simple.'],
    ],
    see: ['three/three-canvas', 'gpu'],
  },
  {
    kind: 'guide', id: 'faq', title: 'Frequently asked questions',
    summary: 'Short answers to questions that come up often when starting with Framecraft, with links to the pages that explain more.',
    sections: [
      ['Do I need to know video editing?', 'No. Framecraft videos are React components; if you can build a web page, you can build a video. Knowledge of animation principles helps make it look good.'],
      ['How long does rendering take?', 'On a laptop, a simple one-minute 1080p video renders in one to three minutes. Cloud rendering splits the work and renders the same video in seconds.'],
      ['Can I use any npm package?', 'Yes, as long as it runs in the browser. Packages that animate on their own clock need their animations disabled or driven by the frame.'],
    ],
    see: ['getting-started', 'performance', 'deterministic-rendering'],
  },
];
