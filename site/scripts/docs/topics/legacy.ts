// Guides and command line pages of the first version of the site, in the table format of
// ../types.ts. Reference pages live in the other files of this folder.
import type { CliEntry, GuideEntry } from '../types.js';

export const legacyTopics: (GuideEntry | CliEntry)[] = [
  // ---------------------------------------------------------------- general guides
  {
    kind: 'guide', id: 'assets', title: 'Importing assets',
    summary: 'Images, videos, audio and fonts that your compositions use belong in the `public/` folder of your project. Framecraft copies that folder into every bundle, so the same file is reachable in the Studio, in local renders and in the cloud.',
    sections: [
      ['Referencing a file', 'Wrap the file name in `staticFile()` to get a URL that works no matter where the bundle is served from. Never hard-code `/public/...`: the path changes once the project is bundled.'],
      ['Remote assets', 'Files on another server can be used directly by URL. Make sure the server sends CORS headers if you read pixels from the asset, for example in a canvas.'],
      ['Waiting for assets', 'The `<Img>`, `<Video>` and `<Audio>` components delay the frame until their media is ready, so a frame is never captured half-loaded.'],
    ],
    code: "import { Img, staticFile } from 'framecraft';\n\nexport const Logo: React.FC = () => {\n  return <Img src={staticFile('logo.png')} style={{ width: 240 }} />;\n};",
    tip: 'Keep large source videos out of git and download them in a prepare step instead.',
    see: ['fundamentals', 'audio', 'fonts'],
  },
  {
    kind: 'guide', id: 'audio', title: 'Using audio',
    summary: 'Add sound to a video with the `<Audio>` component. Several tracks can play at once; Framecraft mixes them into the output when rendering.',
    sections: [
      ['Trimming and delaying', 'Place the `<Audio>` in a `<Sequence>` to make it start later, and use the `startFrom` and `endAt` props to cut the beginning or the end of the file.'],
      ['Controlling the volume', 'The `volume` prop takes a number between 0 and 1, or a function of the frame for fades. The function runs once per frame, so it can use `interpolate()`.'],
      ['Audio-only renders', 'Pass `--codec=mp3`, `aac` or `wav` to the render command to export only the soundtrack.'],
    ],
    code: "import { Audio, interpolate, staticFile } from 'framecraft';\n\nexport const Soundtrack: React.FC = () => (\n  <Audio\n    src={staticFile('music.mp3')}\n    volume={(f) => interpolate(f, [0, 30], [0, 1], { extrapolateRight: 'clamp' })}\n  />\n);",
    see: ['assets', 'encoding', 'timeline'],
  },
  {
    kind: 'guide', id: 'fonts', title: 'Loading fonts',
    summary: 'Text is rendered by a real browser, so any web font works. The only thing to take care of is that the font has loaded before a frame is captured.',
    sections: [
      ['Google Fonts', 'The `@framecraft/google-fonts` package loads a font family with one function call and blocks rendering until it is ready. See [loadFont()](google-fonts/load-font.md).'],
      ['Local font files', 'Put the font file in `public/` and load it with `@framecraft/fonts`, which wraps the browser `FontFace` API and waits for it.'],
    ],
    code: "import { loadFont } from '@framecraft/google-fonts/Inter';\n\nconst { fontFamily } = loadFont();\n\nexport const Title: React.FC = () => <h1 style={{ fontFamily }}>Hello</h1>;",
    see: ['google-fonts/load-font', 'fonts-api/load-font', 'assets'],
  },
  {
    kind: 'guide', id: 'terminology', title: 'Terminology',
    summary: 'The words used throughout this documentation, and what they mean in Framecraft.',
    sections: [
      ['Composition', 'A React component together with its width, height, frame rate and duration. A project registers its compositions in the root file, and each can be rendered on its own.'],
      ['Frame', 'One image of the video, identified by its index starting at 0. `useCurrentFrame()` returns it.'],
      ['Bundle', 'The output of Webpack for your project: a static website that the renderer opens in a headless browser.'],
      ['Serve URL', 'Where a bundle is reachable, either a local folder or a site deployed to cloud storage.'],
      ['Still', 'A single frame exported as an image, typically for thumbnails and social cards.'],
    ],
    see: ['fundamentals', 'cli/bundle', 'renderer/render-still'],
  },
  {
    kind: 'guide', id: 'encoding', title: 'Encoding guide',
    summary: 'After the frames are captured they are encoded into a video file by FFmpeg. The codec you choose decides the file size, the quality and where the video can be played.',
    sections: [
      ['Choosing a codec', 'H.264 is the default and plays everywhere. H.265 and VP9 are smaller at the same quality. ProRes keeps transparency and is meant for further editing. GIF is available for short loops.'],
      ['Quality', 'Set `--crf` for a constant quality, lower is better. Alternatively give a target bitrate with `--video-bitrate`; the two options are mutually exclusive.'],
      ['Transparent videos', 'Render with `--codec=prores --prores-profile=4444` or `--codec=vp8` and use an image format that supports alpha, such as PNG.'],
    ],
    code: 'npx framecraft render MyVideo out/video.webm --codec=vp9 --crf=30',
    lang: 'bash',
    see: ['cli/render', 'performance', 'cli/ffmpeg'],
  },
  {
    kind: 'guide', id: 'performance', title: 'Performance tips',
    summary: 'A render is as fast as the slowest frame. Most slow renders have one of a handful of causes, and all of them can be measured.',
    sections: [
      ['Measure first', 'Run `npx framecraft benchmark` to compare concurrency values and find the sweet spot for your machine.'],
      ['Expensive effects', 'CSS blur, large box shadows and big SVG filters are rendered by the CPU. Pre-render them into images when possible.'],
      ['Use the GPU where it helps', 'WebGL content such as three.js scenes benefits from `--gl=angle`. Check what your machine supports with [npx framecraft gpu](cli/gpu.md).'],
      ['Memoise calculations', 'Data fetched or computed for each frame should be cached: wrap it in `useMemo()` or prepare it in `calculateMetadata()`.'],
    ],
    tip: 'Rendering in the cloud splits a video into chunks and renders them in parallel. See [Lambda](lambda.md).',
    see: ['cli/benchmark', 'scaling', 'lambda'],
  },
  {
    kind: 'guide', id: 'scaling', title: 'Output scaling',
    summary: 'Render a composition at a different resolution than it was designed for, without touching the component code.',
    sections: [
      ['The scale option', 'Pass `--scale=2` to double the width and height. Framecraft zooms the browser page, so text and vectors stay sharp.'],
      ['Limits', 'The scaled width and height must be even numbers when the output is H.264 or H.265.'],
    ],
    code: 'npx framecraft render MyVideo out/4k.mp4 --scale=2',
    lang: 'bash',
    see: ['cli/render', 'encoding'],
  },
  {
    kind: 'guide', id: 'troubleshooting', title: 'Troubleshooting',
    summary: 'Errors that come up often, and how to get past them. If your problem is not listed, ask in the chat community or open an issue with a minimal reproduction.',
    sections: [
      ['"A delayRender() was called but not cleared"', 'Some code called `delayRender()` and never called `continueRender()` with the handle. Usually a fetch failed silently. Log the error and increase the timeout only after that.'],
      ['Flickering images', 'Plain `<img>` tags do not block rendering. Use `<Img>` so the frame waits for the image.'],
      ['Different output on every render', 'Code that uses `Math.random()` produces a new value on each frame and each worker. Use `random(seed)` instead.'],
      ['Browser could not be launched', 'Run [npx framecraft browser ensure](cli/browser/ensure.md) to download a compatible headless browser.'],
    ],
    see: ['performance', 'cli/browser/ensure', 'support'],
  },
  {
    kind: 'guide', id: 'contributing', title: 'Contributing',
    summary: 'Framecraft is developed in the open, and contributions of any size are welcome: typo fixes, new examples, bug fixes and features.',
    sections: [
      ['Setting up the repository', 'Clone the monorepo, install the dependencies with pnpm and run the build once. Each package has its own test command.'],
      ['Before opening a pull request', 'Add a test for the change, run the linter and describe the problem the change solves. Larger features are best discussed in an issue first.'],
      ['Writing documentation', 'The documentation is part of the same repository. Every page has an "Edit this page" link that opens the file on the code-hosting site.'],
    ],
    code: 'git clone https://github.com/framecraft-dev/framecraft.git\ncd framecraft\npnpm install\npnpm build',
    lang: 'bash',
    see: ['support', 'resources'],
  },
  {
    kind: 'guide', id: 'resources', title: 'Resources',
    summary: 'Collected material for learning Framecraft beyond the reference: templates, tutorials, talks and community packages.',
    sections: [
      ['Templates', 'Start a new project from one of the official templates with `npx create-framecraft`. Each template is a complete, working project.'],
      ['Tutorials', 'Step-by-step articles are collected in the Learn section and on the blog.'],
      ['Community packages', 'Packages for charts, maps, code animations and more are published by the community. Check their license before using them commercially.'],
    ],
    see: ['getting-started', 'support', 'contributing'],
  },
  {
    kind: 'guide', id: 'support', title: 'Getting support',
    summary: 'Where to ask for help, depending on the kind of question.',
    sections: [
      ['Community chat', 'The fastest way to get an answer about usage. Search the history first: many questions were already answered.'],
      ['Bug reports', 'Open an issue on the code-hosting site with the Framecraft version, the operating system and a minimal reproduction.'],
      ['Companies', 'Holders of a company license get prioritised support by email. See [Company license](licensing/company-license.md).'],
    ],
    see: ['troubleshooting', 'licensing/license'],
  },
  {
    kind: 'guide', id: '2-0-migration', title: 'Migrating to v2.0',
    summary: 'Version 2.0 introduced audio support and changed how compositions are registered. Most projects upgrade in a few minutes.',
    sections: [
      ['Registering compositions', 'Compositions are now returned from a `Root` component instead of being registered with a function call. Move every `registerComposition()` call into JSX.'],
      ['Renamed options', '`--quality` became `--jpeg-quality`, because it only ever applied to JPEG frames.'],
    ],
    see: ['3-0-migration', 'cli/upgrade'],
  },
  {
    kind: 'guide', id: '3-0-migration', title: 'Migrating to v3.0',
    summary: 'Version 3.0 introduced cloud rendering and moved the renderer into its own package.',
    sections: [
      ['New renderer package', 'Server-side rendering functions moved to `@framecraft/renderer`. Import them from there; the old import paths were removed.'],
      ['Node.js version', 'Node.js 16 or newer is required.'],
    ],
    see: ['2-0-migration', '4-0-migration'],
  },
  {
    kind: 'guide', id: '4-0-migration', title: 'Migrating to v4.0',
    summary: 'Version 4.0 replaced the frame-by-frame pipeline with a streaming one and made the Studio deployable.',
    sections: [
      ['Config file', 'The config file is now plain TypeScript with named setters. Options that were removed print a hint when used.'],
      ['Default image format', 'Frames are captured as JPEG by default unless the composition needs transparency.'],
    ],
    see: ['3-0-migration', '5-0-migration', 'studio/deploy-studio'],
  },
  {
    kind: 'guide', id: '5-0-migration', title: 'Migrating to v5.0',
    summary: 'Version 5.0 is in preview. This page lists the breaking changes planned so far, so that projects can prepare.',
    sections: [
      ['Removed deprecated APIs', 'Functions that printed a deprecation warning in 4.x will be removed. Run the upgrade command with `--dry-run` to list what your project still uses.'],
      ['Node.js version', 'Node.js 18 or newer will be required.'],
    ],
    see: ['4-0-migration', 'cli/upgrade'],
  },

  // ---------------------------------------------------------------- studio
  {
    kind: 'guide', id: 'studio/deploy-studio', title: 'Deploying the Studio',
    summary: 'The Studio can run on a server, so that colleagues without a development setup can preview compositions, change input props and start renders.',
    sections: [
      ['Building for a server', 'Run the Studio with `--host=0.0.0.0` behind a reverse proxy, or deploy the bundled Studio to any Node.js host.'],
      ['Render button', 'A deployed Studio queues renders on the server it runs on. Use cloud rendering when many people render at once.'],
    ],
    code: 'npx framecraft studio --port=8080 --host=0.0.0.0',
    lang: 'bash',
    see: ['cli/studio', 'studio/keyboard-shortcuts'],
  },
  {
    kind: 'guide', id: 'studio/keyboard-shortcuts', title: 'Keyboard shortcuts',
    summary: 'The Studio is built to be used with the keyboard. Press `?` in the Studio to show this list at any time.',
    sections: [
      ['Playback', '`Space` plays and pauses, `J`, `K` and `L` shuttle backwards, pause and forwards, the arrow keys step one frame.'],
      ['Navigation', '`Ctrl+K` (or `Cmd+K`) opens the quick switcher; `A` and `E` jump to the start and the end of the timeline.'],
    ],
    see: ['studio/quick-switcher', 'cli/studio'],
  },
  {
    kind: 'guide', id: 'studio/quick-switcher', title: 'Quick switcher',
    summary: 'Jump to any composition, run a command or search the documentation from one text field.',
    sections: [
      ['Opening it', 'Press `Ctrl+K` or `Cmd+K`. Type a composition name to open it, or start with `>` to search commands.'],
      ['Searching the docs', 'Start with `?` to search this documentation without leaving the Studio.'],
    ],
    see: ['studio/keyboard-shortcuts'],
  },

  // ---------------------------------------------------------------- CLI
  { kind: 'cli', id: 'cli/render', title: 'npx framecraft render', summary: 'Renders a composition to a video or audio file.', usage: 'npx framecraft render <entry-point?> <composition-id> <output-location>', flags: [['--codec', 'The codec of the output: `h264` (default), `h265`, `vp8`, `vp9`, `prores`, `gif`, `mp3`, `aac` or `wav`.'], ['--props', 'Input props as JSON, or a path to a JSON file.'], ['--concurrency', 'How many browser tabs render frames in parallel.'], ['--frames', 'A single frame or a range such as `0-59` to render only part of the video.']], see: ['cli/still', 'encoding', 'renderer/render-media'] },
  { kind: 'cli', id: 'cli/still', title: 'npx framecraft still', summary: 'Renders a single frame of a composition to an image.', usage: 'npx framecraft still <entry-point?> <composition-id> <output-location>', flags: [['--frame', 'Which frame to render. Negative values count from the end. Default `0`.'], ['--image-format', '`png` (default), `jpeg`, `webp` or `pdf`.'], ['--scale', 'Multiplies the resolution of the image.']], see: ['cli/render', 'renderer/render-still'] },
  { kind: 'cli', id: 'cli/studio', title: 'npx framecraft studio', summary: 'Starts the Studio: a local editor that previews compositions with hot reloading.', usage: 'npx framecraft studio <entry-point?>', flags: [['--port', 'The port to listen on. The next free port is used if it is taken.'], ['--no-open', 'Do not open a browser window.'], ['--props', 'Default input props for all compositions.']], see: ['studio/deploy-studio', 'studio/keyboard-shortcuts'] },
  { kind: 'cli', id: 'cli/compositions', title: 'npx framecraft compositions', summary: 'Prints the compositions of a project with their dimensions, frame rate and duration.', usage: 'npx framecraft compositions <entry-point?>', flags: [['--props', 'Input props, which can change the metadata calculated by `calculateMetadata()`.'], ['--quiet', 'Prints only the ids, one per line, for use in scripts.']], see: ['renderer/get-compositions'] },
  { kind: 'cli', id: 'cli/bundle', title: 'npx framecraft bundle', summary: 'Bundles a project into a static folder that renderers and the Player can open.', usage: 'npx framecraft bundle <entry-point?>', flags: [['--out-dir', 'Where to write the bundle. Default `build`.'], ['--public-path', 'The URL the bundle will be served under, if not the root.']], see: ['terminology', 'lambda/deploysite'] },
  { kind: 'cli', id: 'cli/benchmark', title: 'npx framecraft benchmark', summary: 'Renders a composition several times with different settings and reports which concurrency is fastest.', usage: 'npx framecraft benchmark <entry-point?> <composition-ids?>', flags: [['--runs', 'How often each configuration is rendered. Default `3`.'], ['--concurrencies', 'Comma-separated concurrency values to try.']], see: ['performance', 'cli/render'] },
  { kind: 'cli', id: 'cli/ffmpeg', title: 'npx framecraft ffmpeg', summary: 'Runs the FFmpeg binary that ships with Framecraft, with any arguments you pass.', usage: 'npx framecraft ffmpeg <ffmpeg-arguments>', flags: [['-i', 'As in FFmpeg: every argument is passed through unchanged.']], see: ['cli/ffprobe', 'encoding'] },
  { kind: 'cli', id: 'cli/ffprobe', title: 'npx framecraft ffprobe', summary: 'Runs the bundled ffprobe binary to inspect media files.', usage: 'npx framecraft ffprobe <ffprobe-arguments>', flags: [['-show_streams', 'As in ffprobe: every argument is passed through unchanged.']], see: ['cli/ffmpeg', 'media-parser/parse-media'] },
  { kind: 'cli', id: 'cli/gpu', title: 'npx framecraft gpu', summary: 'Prints which graphics features the headless browser can use on this machine.', usage: 'npx framecraft gpu', flags: [['--gl', 'The OpenGL backend to test, for example `angle`, `egl` or `swiftshader`.']], see: ['performance'] },
  { kind: 'cli', id: 'cli/versions', title: 'npx framecraft versions', summary: 'Lists the versions of every installed Framecraft package and warns when they do not match.', usage: 'npx framecraft versions', flags: [['--log', 'Set to `verbose` to also print where each package was resolved.']], see: ['cli/upgrade'] },
  { kind: 'cli', id: 'cli/upgrade', title: 'npx framecraft upgrade', summary: 'Upgrades every Framecraft package of the project to the same, latest version.', usage: 'npx framecraft upgrade', flags: [['--version', 'Upgrade to a specific version instead of the latest.'], ['--package-manager', 'Force `npm`, `pnpm`, `yarn` or `bun` instead of detecting it.']], see: ['cli/versions', '4-0-migration'] },
  { kind: 'cli', id: 'cli/help', title: 'npx framecraft help', summary: 'Prints the available commands and the global options.', usage: 'npx framecraft help', flags: [['--help', 'Can also be appended to any command to show its own options.']], see: ['cli'] },
  { kind: 'cli', id: 'cli/browser/ensure', title: 'npx framecraft browser ensure', summary: 'Makes sure a headless browser that Framecraft can drive is installed, and downloads one if needed.', usage: 'npx framecraft browser ensure', flags: [['--browser-executable', 'Use this browser instead of downloading one; the command then only checks it.']], see: ['renderer/ensure-browser', 'troubleshooting'] },

  // ---------------------------------------------------------------- Lambda guides
  {
    kind: 'guide', id: 'lambda/permissions', title: 'Permissions',
    summary: 'Cloud rendering needs two sets of permissions: a user that deploys and starts renders, and a role that the function assumes while it renders.',
    sections: [
      ['User policy', 'Print the policy with `npx framecraft lambda policies user` and attach it to the user whose credentials are in your environment.'],
      ['Role policy', 'Print it with `npx framecraft lambda policies role` and attach it to a role named `framecraft-lambda-role`.'],
      ['Checking the setup', 'Run `npx framecraft lambda policies validate` to simulate every permission and print the ones that are missing.'],
    ],
    see: ['lambda/setup', 'lambda/ec2', 'lambda/limits'],
  },
  {
    kind: 'guide', id: 'lambda/limits', title: 'Limits',
    summary: 'The serverless platform imposes limits on memory, disk, run time and concurrency. Framecraft works within them, but they influence how long and how large a video can be.',
    sections: [
      ['Run time', 'A function runs for at most 15 minutes. Because a render is split into chunks, a single video can still take longer in total.'],
      ['Disk', 'The default temporary disk is 2 GB. Raise `diskSizeInMb` when deploying the function for long or high-resolution videos.'],
      ['Concurrency', 'New accounts often have a low concurrency limit. Request an increase before going to production.'],
    ],
    see: ['lambda/setup', 'lambda/estimateprice', 'performance'],
  },
  {
    kind: 'guide', id: 'lambda/webhooks', title: 'Webhooks',
    summary: 'Instead of polling for progress, let the render call your server when it has finished, failed or timed out.',
    sections: [
      ['Configuring a webhook', 'Pass `webhook: { url, secret }` to `renderMediaOnLambda()`. The request is a POST with a JSON body describing the outcome.'],
      ['Verifying requests', 'Each request carries a signature header computed from the body and your secret. Reject requests whose signature does not match.'],
    ],
    code: "await renderMediaOnLambda({\n  // ...\n  webhook: {\n    url: 'https://example.com/api/render-done',\n    secret: process.env.WEBHOOK_SECRET,\n  },\n});",
    see: ['lambda/rendermediaonlambda', 'lambda/getrenderprogress'],
  },
  {
    kind: 'guide', id: 'lambda/ec2', slug: '/lambda/ec2', file: 'lambda/without-iam/ec2', title: 'Using Lambda with EC2',
    summary: 'When your code runs on a virtual machine of the same cloud provider, it does not need an access key: give the machine a role instead.',
    sections: [
      ['Creating the role', 'Create a role for the compute service, attach the user policy from the [permissions page](../permissions.md) to it and assign the role to the instance.'],
      ['Credentials in code', 'Leave the access key environment variables unset. The SDK picks up the instance credentials automatically.'],
    ],
    see: ['lambda/permissions', 'lambda/setup'],
  },
  { kind: 'cli', id: 'lambda/cli/render', title: 'npx framecraft lambda render', summary: 'Renders a video in the cloud and prints its progress until it is done.', usage: 'npx framecraft lambda render <serve-url> <composition-id>', flags: [['--frames-per-lambda', 'How many frames each function renders. Lower values mean more parallelism.'], ['--region', 'The region to render in.'], ['--privacy', '`public` or `private` output file.']], see: ['lambda/rendermediaonlambda', 'lambda/cli/sites'] },
  { kind: 'cli', id: 'lambda/cli/sites', title: 'npx framecraft lambda sites', summary: 'Creates, lists and removes sites: deployed bundles that cloud renders open.', usage: 'npx framecraft lambda sites create <entry-point?>', flags: [['--site-name', 'A stable name, so that redeploying overwrites the site instead of creating a new one.']], see: ['lambda/deploysite', 'lambda/cli/render'] },
  { kind: 'cli', id: 'lambda/cli/functions', title: 'npx framecraft lambda functions', summary: 'Deploys, lists and removes the rendering functions in a region.', usage: 'npx framecraft lambda functions deploy', flags: [['--memory', 'Memory of the function in MB. Default 2048.'], ['--timeout', 'Timeout in seconds. Default 120.'], ['--disk', 'Temporary disk size in MB.']], see: ['lambda/deployfunction', 'lambda/limits'] },

  // ---------------------------------------------------------------- Cloud Run guides
  {
    kind: 'guide', id: 'cloudrun/setup', title: 'Setting up Cloud Run',
    summary: 'Render on the container platform of the second cloud provider. The setup takes about ten minutes and a project with billing enabled.',
    sections: [
      ['Create a project', 'Create a new project in the cloud console, enable billing and the container, storage and logging services.'],
      ['Service account', 'Create a service account, download its key file and set the three environment variables listed by `npx framecraft cloudrun permissions`.'],
      ['Deploy', 'Deploy a service with `npx framecraft cloudrun services deploy` and a site with `npx framecraft cloudrun sites create`.'],
    ],
    code: 'npx framecraft cloudrun services deploy\nnpx framecraft cloudrun sites create src/index.ts --site-name=my-video',
    lang: 'bash',
    see: ['cloudrun/permissions', 'cloudrun/cli/render', 'cloudrun'],
  },
  {
    kind: 'guide', id: 'cloudrun/permissions', title: 'Cloud Run permissions',
    summary: 'The service account needs a small set of roles to deploy services, upload sites and read the rendered files.',
    sections: [
      ['Required roles', 'Storage admin for the bucket, service admin for deployments and log viewer for error messages.'],
      ['Checking the setup', 'Run `npx framecraft cloudrun permissions` to test each of them.'],
    ],
    see: ['cloudrun/setup', 'cloudrun/limits'],
  },
  {
    kind: 'guide', id: 'cloudrun/limits', title: 'Cloud Run limits',
    summary: 'Unlike Lambda, a Cloud Run render happens in a single container. It can run longer, but does not split the video.',
    sections: [
      ['Time', 'A request may run for up to 60 minutes.'],
      ['Resources', 'Up to 8 CPUs and 32 GB of memory per container. More CPUs allow a higher concurrency.'],
    ],
    see: ['cloudrun/setup', 'lambda/limits'],
  },
  { kind: 'cli', id: 'cloudrun/cli/render', title: 'npx framecraft cloudrun render', summary: 'Renders a composition on a deployed Cloud Run service.', usage: 'npx framecraft cloudrun render <serve-url> <composition-id>', flags: [['--service-name', 'Which deployed service to use.'], ['--region', 'The region of the service.']], see: ['cloudrun/rendermediaoncloudrun', 'cloudrun/cli/services'] },
  { kind: 'cli', id: 'cloudrun/cli/services', title: 'npx framecraft cloudrun services', summary: 'Deploys, lists and removes Cloud Run services.', usage: 'npx framecraft cloudrun services deploy', flags: [['--cpu-limit', 'Number of CPUs of the container.'], ['--memory-limit', 'Memory of the container, for example `8Gi`.']], see: ['cloudrun/deployservice'] },

  // ---------------------------------------------------------------- Player guides
  {
    kind: 'guide', id: 'player/installation', title: 'Installing the Player',
    summary: 'The Player embeds a composition in any React app, where it plays in real time without rendering a file.',
    sections: [
      ['Install', 'Add `@framecraft/player` next to `framecraft` in your app, using exactly the same version for both.'],
      ['Use', 'Import your component and pass it to `<Player>` together with its dimensions, frame rate and duration.'],
    ],
    install: 'framecraft @framecraft/player',
    see: ['player/player', 'player/examples'],
  },
  {
    kind: 'guide', id: 'player/examples', title: 'Player examples',
    summary: 'Common ways to embed and control the Player.',
    sections: [
      ['Controlling playback', 'Keep a ref to the player and call `play()`, `pause()` and `seekTo()` from your own buttons.'],
      ['Reacting to events', 'Subscribe to `frameupdate`, `ended` and `error` with `addEventListener` on the ref.'],
    ],
    code: "const ref = useRef<PlayerRef>(null);\n\nreturn (\n  <>\n    <Player ref={ref} component={Intro} durationInFrames={120} fps={30} compositionWidth={1920} compositionHeight={1080} />\n    <button onClick={() => ref.current?.seekTo(60)}>Jump to the middle</button>\n  </>\n);",
    see: ['player/player', 'player/scaling'],
  },
  {
    kind: 'guide', id: 'player/scaling', title: 'Sizing the Player',
    summary: 'The Player scales the composition to fit the space it is given, keeping the aspect ratio.',
    sections: [
      ['Fixed width', 'Set a width in the `style` prop and let the height follow from the aspect ratio.'],
      ['Filling a container', 'Set both width and height to 100%; the composition is letterboxed inside.'],
    ],
    see: ['player/player', 'scaling'],
  },
  {
    kind: 'guide', id: 'player/autoplay', title: 'Autoplay',
    summary: 'Browsers block sound until the user has interacted with the page. Plan for it when the Player should start by itself.',
    sections: [
      ['Muted autoplay', 'A muted Player may start immediately with the `autoPlay` prop.'],
      ['After a click', 'Call `play()` in the click handler itself, passing the event, so the browser counts it as a user gesture.'],
    ],
    see: ['player/player', 'audio'],
  },

  // ---------------------------------------------------------------- transitions, captions guides
  {
    kind: 'guide', id: 'transitions/transitionseries', title: '<TransitionSeries>',
    summary: 'Plays scenes one after the other and animates between them. A transition is made of a presentation (what it looks like) and a timing (how it progresses).',
    sections: [
      ['Structure', 'Put `<TransitionSeries.Sequence>` elements inside and place a `<TransitionSeries.Transition>` between two of them.'],
      ['Duration', 'A transition overlaps the scenes around it, so the total duration is the sum of the scenes minus the transitions.'],
    ],
    code: "<TransitionSeries>\n  <TransitionSeries.Sequence durationInFrames={60}>\n    <SceneA />\n  </TransitionSeries.Sequence>\n  <TransitionSeries.Transition presentation={fade()} timing={linearTiming({ durationInFrames: 15 })} />\n  <TransitionSeries.Sequence durationInFrames={60}>\n    <SceneB />\n  </TransitionSeries.Sequence>\n</TransitionSeries>",
    see: ['transitions/presentations/fade', 'transitions/timings/spring-timing', 'timeline'],
  },
  {
    kind: 'guide', id: 'captions/overview', title: 'Captions',
    summary: 'Framecraft can transcribe audio, turn the transcript into caption pages and animate them word by word.',
    sections: [
      ['Transcribing', 'Run speech recognition locally or with a hosted service. Both produce the same caption format: a list of words with start and end times.'],
      ['Displaying', 'Group the words into pages with `createTikTokStyleCaptions()` and render the active page in a `<Sequence>`.'],
    ],
    see: ['captions/create-tiktok-style-captions', 'captions/parse-srt'],
  },
  {
    kind: 'guide', id: 'licensing/license', title: 'License',
    summary: 'Framecraft is free for individuals, non-profits and companies with up to three employees. Larger companies need a company license.',
    sections: [
      ['What is free', 'Personal projects, evaluation, and commercial use by small teams. You may modify the code and build products with it.'],
      ['What needs a license', 'Use by a company with four or more employees, counted across the whole company.'],
    ],
    see: ['licensing/company-license', 'support'],
  },
  {
    kind: 'guide', id: 'licensing/company-license', title: 'Company license',
    summary: 'The company license funds the development of Framecraft. It is priced per developer seat and per render for automated products.',
    sections: [
      ['Seats', 'Every developer who works on Framecraft code needs a seat. People who only view the output do not.'],
      ['Renders', 'Products that render videos automatically pay per render above a monthly allowance.'],
    ],
    tip: 'Prices are listed on the pricing page; write to us for volume discounts.',
    see: ['licensing/license'],
  },

  // ---------------------------------------------------------------- recorder
  {
    kind: 'guide', id: 'recorder/buy', title: 'Buying the Recorder',
    summary: 'The Recorder is a ready-made Framecraft project for recording, editing and exporting talking-head videos. It is sold as source code.',
    sections: [
      ['What you get', 'Access to the private repository, a year of updates and a license for your team.'],
      ['Before buying', 'Watch the demo on the product page and check the requirements in [Setup](setup.md).'],
    ],
    see: ['recorder/setup'],
  },
  {
    kind: 'guide', id: 'recorder/setup', title: 'Setting up the Recorder',
    summary: 'Clone the repository you got access to and install the dependencies. The Recorder runs in the Studio.',
    sections: [
      ['Requirements', 'Node.js 18 or newer, a Chromium-based browser and a webcam. An external microphone is recommended.'],
      ['First start', 'Run `npm run dev`, allow camera and microphone access in the browser and pick your devices in the sidebar.'],
    ],
    code: 'git clone <your-recorder-repository>\ncd recorder\nnpm install\nnpm run dev',
    lang: 'bash',
    see: ['recorder/record', 'recorder/troubleshooting'],
  },
  {
    kind: 'guide', id: 'recorder/record', title: 'Recording',
    summary: 'Record your camera and screen at the same time. Each take is saved as a separate scene.',
    sections: [
      ['Starting a take', 'Press the record button or `R`. A countdown gives you three seconds to get ready.'],
      ['Discarding a take', 'Delete a scene from the sidebar; its files are moved to the trash folder of the project.'],
    ],
    see: ['recorder/editing', 'recorder/setup'],
  },
  {
    kind: 'guide', id: 'recorder/editing', title: 'Editing',
    summary: 'The recorded scenes are plain data in your project. Trim them, reorder them and change the layout in the Studio.',
    sections: [
      ['Trimming', 'Drag the in and out points of a scene on the timeline.'],
      ['Layouts', 'Switch between full-screen camera, screen with a camera bubble, and side by side per scene.'],
      ['Captions', 'Captions are generated after each recording and can be corrected in a text field.'],
    ],
    see: ['recorder/exporting', 'captions/overview'],
  },
  {
    kind: 'guide', id: 'recorder/exporting', title: 'Exporting',
    summary: 'Export the edited video in landscape and square formats in one go.',
    sections: [
      ['Local export', 'Click Render in the Studio. The files are written to the `out/` folder.'],
      ['Cloud export', 'Configure Lambda to export long videos faster.'],
    ],
    see: ['recorder/editing', 'lambda/setup'],
  },
  {
    kind: 'guide', id: 'recorder/troubleshooting', title: 'Recorder troubleshooting',
    summary: 'Solutions for problems specific to the Recorder.',
    sections: [
      ['No camera in the list', 'Another program may be using it. Close video call apps and reload the Studio.'],
      ['Audio out of sync', 'Use the sync offset in the scene settings. It is saved per device.'],
    ],
    see: ['recorder/setup', 'troubleshooting'],
  },

  // ---------------------------------------------------------------- docs in no sidebar
  {
    kind: 'guide', id: 'typescript-aliases', file: 'config/typescript-aliases', slug: '/typescript-aliases', title: 'TypeScript aliases',
    summary: 'Path aliases such as `@/components` from `tsconfig.json` are not understood by Webpack on their own. Add them to the Webpack configuration of your project too.',
    sections: [
      ['Overriding the Webpack config', 'Use `Config.overrideWebpackConfig()` in `framecraft.config.ts` and add a `resolve.alias` entry per path alias.'],
    ],
    code: "import path from 'node:path';\nimport { Config } from '@framecraft/cli/config';\n\nConfig.overrideWebpackConfig((config) => ({\n  ...config,\n  resolve: {\n    ...config.resolve,\n    alias: { ...config.resolve?.alias, '@': path.join(process.cwd(), 'src') },\n  },\n}));",
    see: ['contributing'],
  },
  {
    kind: 'guide', id: 'brand', title: 'Brand assets',
    summary: 'Logos and colours for articles, talks and integrations that mention Framecraft.',
    sections: [
      ['Logo', 'Use the logo on a light background, or the light variant on dark backgrounds. Do not stretch or recolour it.'],
      ['Colours', 'The primary colour is blue `#0b5cff`; text uses near-black `#111827`.'],
    ],
    see: ['resources'],
  },
  {
    kind: 'guide', id: 'webpack', title: 'Custom Webpack config',
    summary: 'Framecraft bundles projects with Webpack. Most projects never need to change its configuration, but loaders for special file types can be added.',
    sections: [
      ['Adding a loader', 'Return a new configuration from `Config.overrideWebpackConfig()` with an extra entry in `module.rules`.'],
    ],
    see: ['typescript-aliases'],
  },
];
