// General guides at /docs/{topic}, written after the first version of the site.
import type { GuideEntry } from '../types.js';

export const guides: GuideEntry[] = [
  {
    kind: 'guide', id: 'data-fetching', title: 'Fetching data',
    summary: 'Videos made from data (a year in review, a sales report, a weather forecast) need that data before the first frame is captured. Framecraft offers two places to fetch it, and choosing the right one decides how fast and how reliable the render is.',
    sections: [
      ['Fetch once in calculateMetadata()', 'The preferred place is `calculateMetadata()` on the composition. It runs once per render, before any frame, and whatever it returns as `props` is handed to every frame. The duration can depend on the result too, so a list of twenty items can make a longer video than a list of five. Because the data travels with the props, cloud renders do not hit your API once per chunk.'],
      ['Fetch inside a component', 'When a component needs data that only it knows about, wrap the request in `delayRender()` and `continueRender()`. Every browser tab that renders frames runs this request again, so a render with a concurrency of 8 on 40 cloud functions sends hundreds of identical requests. Cache responses or move the request into `calculateMetadata()` once the project grows.'],
      ['Failing loudly', 'A request that failed should stop the render with `cancelRender(error)` rather than let the handle time out. The error message then names the real cause, such as an HTTP 401 from an expired token, instead of a generic timeout 30 seconds later.'],
      ['Secrets', 'API tokens needed for fetching belong in `envVariables` of the render call or in the environment of the Studio, not in input props: props are stored with the render in the bucket and shown in logs.'],
    ],
    code: "export const calculateMetadata: CalculateMetadataFunction<Props> = async ({ props, abortSignal }) => {\n  const res = await fetch(`https://api.example.com/reports/${props.reportId}`, { signal: abortSignal });\n  if (!res.ok) throw new Error(`Report ${props.reportId}: HTTP ${res.status}`);\n  const report: Report = await res.json();\n  return { props: { ...props, report }, durationInFrames: 90 + report.rows.length * 45 };\n};",
    see: ['calculate-metadata', 'delay-render', 'cancel-render'],
  },
  {
    kind: 'guide', id: 'tailwind', title: 'Using Tailwind',
    summary: 'Tailwind classes work in compositions like in any React app, once the bundler knows to run the Tailwind PostCSS step. The `@framecraft/tailwind` package adds that step to the Webpack configuration for you.',
    sections: [
      ['Installing', 'Install `@framecraft/tailwind` and `tailwindcss` with the same version manager as the rest of the project, then wrap the Webpack configuration in `framecraft.config.ts` with `enableTailwind()`. New projects created from the Tailwind templates have this already.'],
      ['Animating with classes', 'Classes are static, while animation values change every frame. Use classes for layout, colour and typography, and the `style` prop for anything computed from `useCurrentFrame()`, such as a transform or an opacity. Tailwind transition classes have no effect during rendering, because frames are captured independently and no time passes between them.'],
      ['Content paths', 'The `content` setting of `tailwind.config.js` must include every folder with components, otherwise classes used only there are purged and missing from the render even though the Studio showed them during development.'],
    ],
    code: "// framecraft.config.ts\nimport { Config } from '@framecraft/cli/config';\nimport { enableTailwind } from '@framecraft/tailwind';\n\nConfig.overrideWebpackConfig((current) => enableTailwind(current));",
    lang: 'ts',
    see: ['webpack', 'absolute-fill'],
  },
  {
    kind: 'guide', id: 'transparent-videos', title: 'Transparent videos',
    summary: 'A video with an alpha channel can be laid over other footage in an editor or played over a web page. Rendering one needs three settings to agree: the image format of the captured frames, the codec and the pixel format.',
    sections: [
      ['For editing software', 'Render with `codec: "prores"`, `proResProfile: "4444"`, `imageFormat: "png"` and `pixelFormat: "yuva444p10le"`. The files are large but every professional editor reads them, and the alpha channel survives any number of re-exports.'],
      ['For the web', 'Browsers that support transparency in video read VP8 or VP9 in a WebM container. Use `codec: "vp9"`, `imageFormat: "png"` and `pixelFormat: "yuva420p"`. Safari does not show the alpha channel of WebM, so web pages often ship a second HEVC file for it.'],
      ['Checking the result', 'The Studio draws a checkerboard behind transparent areas when the background toggle is switched off. `npx framecraft ffprobe` on the output should report a pixel format with an `a` in it; if not, one of the three settings was not applied.'],
    ],
    code: 'npx framecraft render Lower-Third out/lower-third.mov --codec=prores --prores-profile=4444 --image-format=png --pixel-format=yuva444p10le',
    lang: 'bash',
    see: ['encoding', 'renderer/render-media', 'cli/render'],
  },
  {
    kind: 'guide', id: 'ssr', title: 'Rendering from a server',
    summary: 'Applications that create videos on demand call the renderer from their own backend: bundle once, then render for every request with different input props. This guide shows the pieces and how they fit together.',
    sections: [
      ['Bundle at deploy time', 'Call `bundle()` while building the server, not per request. Bundling runs Webpack and takes seconds; the output is a folder that every later render opens. Keep its path in configuration and ship it with the server.'],
      ['Render per request', 'For each request, call `selectComposition()` with the request\'s props, then `renderMedia()`. Stream progress back to the client with `onProgress`, and upload the finished file to storage. A queue in front of the renderer keeps parallel requests from competing for the same CPU cores.'],
      ['Sizing the machine', 'Rendering is CPU-bound. A render with a concurrency equal to the number of cores uses all of them, so a second simultaneous render halves the speed of both. When renders need to be fast and parallel, move them to the cloud with Lambda or Cloud Run instead of adding threads.'],
      ['Shutting down cleanly', 'Pass a `cancelSignal` to every render and cancel it when the request is aborted or the process receives a termination signal; otherwise orphaned browser processes keep running.'],
    ],
    code: "const serveUrl = process.env.BUNDLE_DIR!; // written by bundle() at deploy time\n\napp.post('/render', async (req, res) => {\n  const composition = await selectComposition({ serveUrl, id: 'Greeting', inputProps: req.body });\n  const { buffer } = await renderMedia({ serveUrl, composition, codec: 'h264', inputProps: req.body, outputLocation: null });\n  res.type('video/mp4').send(buffer);\n});",
    lang: 'ts',
    see: ['renderer/render-media', 'renderer/select-composition', 'lambda'],
  },
  {
    kind: 'guide', id: 'docker', title: 'Running in Docker',
    summary: 'A container image with Node.js, the system libraries the headless browser needs and your bundled project renders the same way on every machine. This guide builds such an image.',
    sections: [
      ['Base image', 'Use a Debian-based Node.js image. Alpine lacks the glibc the headless browser is built against. Install the fonts your compositions use as packages (`fonts-noto-color-emoji` for emoji) because the container has almost none.'],
      ['Downloading the browser at build time', 'Run `npx framecraft browser ensure` in the Dockerfile so the browser is part of the image. Otherwise every fresh container downloads about 90 MB before its first render, which looks like a slow first request in production.'],
      ['Memory and shared memory', 'Browsers use `/dev/shm` for rendering. Docker limits it to 64 MB by default, which crashes tabs with large compositions; start containers with `--shm-size=1g` or set `chromiumOptions.gl` to `swiftshader` and lower the concurrency.'],
    ],
    code: "FROM node:22-bookworm\nRUN apt-get update && apt-get install -y fonts-noto-color-emoji libnss3 libgbm1 && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npx framecraft browser ensure && npx framecraft bundle --out-dir build\nCMD [\"node\", \"server.mjs\"]",
    lang: 'dockerfile',
    see: ['cli/browser/ensure', 'ssr', 'renderer/ensure-browser'],
  },
  {
    kind: 'guide', id: 'parameterized-rendering', title: 'Parameterized videos',
    summary: 'One composition can produce thousands of different videos when its content comes from props: a personalised greeting per customer, a product video per item in a catalogue. This guide covers typing, validating and passing those props.',
    sections: [
      ['Typing props with a schema', 'Give the composition a zod `schema`. The schema types the component, validates props given on the command line or through the API before a single frame renders, and makes the Studio show a form for editing them. Use `zColor()` and `zTextarea()` from `@framecraft/zod-types` for fields that deserve special editors.'],
      ['Passing props', 'On the command line, `--props` takes JSON or a path to a JSON file. In code, every render function takes `inputProps`. Props are merged over `defaultProps`, so a render only needs to pass what differs.'],
      ['Props that change the metadata', 'If a prop decides the length or size of the video (a longer name needs a longer intro), compute it in `calculateMetadata()` rather than in the component. The renderer then knows the right duration before it starts.'],
    ],
    code: "export const schema = z.object({ name: z.string().max(40), accent: zColor() });\n\n<Composition id=\"Greeting\" component={Greeting} schema={schema} defaultProps={{ name: 'Ada', accent: '#0b5cff' }} durationInFrames={120} fps={30} width={1080} height={1080} />",
    see: ['composition', 'zod-types/z-color', 'calculate-metadata'],
  },
  {
    kind: 'guide', id: 'gpu', title: 'Using the GPU',
    summary: 'The headless browser renders with the CPU by default, which is predictable on every machine. Content that is drawn with WebGL, such as three.js scenes, shaders and some Skia effects, renders much faster when the browser is allowed to use a graphics card.',
    sections: [
      ['Choosing a backend', 'Set `chromiumOptions.gl` (or `--gl` on the command line) to `angle` on machines with a GPU, `egl` on Linux servers with NVIDIA drivers, and `swiftshader` where no GPU exists. `npx framecraft gpu` prints what the browser reports for the current setting.'],
      ['What does not speed up', 'CSS layout, text, images and most SVG are rasterised on the CPU regardless of the backend. A composition made of those gains little and may even slow down because frames are copied back from the graphics card.'],
      ['In the cloud', 'Serverless functions have no GPU; Lambda renders always use `swiftshader`. Cloud Run services can attach a GPU in some regions, see the Cloud Run limits.'],
    ],
    code: 'npx framecraft render Scene out/scene.mp4 --gl=angle',
    lang: 'bash',
    see: ['cli/gpu', 'performance', 'cloudrun/limits'],
  },
  {
    kind: 'guide', id: 'webcodecs-overview', title: 'Media in the browser',
    summary: 'Two packages bring media processing to the browser without a server: `@framecraft/media-parser` reads containers and tracks, and `@framecraft/webcodecs` decodes, transforms and encodes them with the WebCodecs API. Together they convert, trim and inspect files on the user\'s machine.',
    sections: [
      ['When to use them', 'Upload flows benefit most: check an uploaded file\'s duration and codec before accepting it, convert a phone\'s HEVC recording to H.264 before uploading it, or extract a thumbnail without a round trip to a server.'],
      ['Browser support', 'Parsing works in every modern browser and in Node.js. Decoding and encoding depend on the WebCodecs support of the browser; check with `canReencodeVideoTrack()` before offering a conversion, and fall back to a server render when it returns false.'],
      ['Performance', 'Both packages stream: a file is read in chunks and samples are processed as they arrive, so a 2 GB recording does not need 2 GB of memory. Progress callbacks report bytes read, which makes progress bars accurate even when the duration is unknown at first.'],
    ],
    code: "import { parseMedia } from '@framecraft/media-parser';\nimport { convertMedia } from '@framecraft/webcodecs';\n\nconst { durationInSeconds } = await parseMedia({ src: file, fields: { durationInSeconds: true } });\nif (durationInSeconds! > 600) throw new Error('Videos are limited to ten minutes');\nconst result = await convertMedia({ src: file, container: 'mp4', videoCodec: 'h264' });",
    lang: 'ts',
    see: ['media-parser/parse-media', 'webcodecs/convert-media'],
  },
];
