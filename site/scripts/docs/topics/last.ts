// The last pages of the table: guides for common video formats and workflows, and further
// reference pages of the core package.
import type { GuideEntry, RefEntry } from '../types.js';

export const lastTopUps: Record<string, [string, string][]> = {
  'cloudrun/getsites': [['Pagination', 'All sites are returned in one call; the bucket listing is paginated internally. Regions with thousands of sites take a few seconds to list.'], ['Filtering', 'Filter the result by `id` prefix to find the sites of one project when several share a bucket.']],
  'cloudrun/getserviceinfo': [['Resources', 'The reported CPU and memory are the limits of each container, not current usage. Usage is visible in the provider\'s monitoring console.'], ['URL', 'The `uri` is the endpoint of the service. Framecraft calls it with authenticated requests; it is not meant to be opened in a browser.']],
  'lambda/deletesite': [['Cost', 'Deleting is free and fast. A site of a typical project is a few megabytes, so storage of old sites costs little, but long lists of sites make finding the right one harder.']],
  'recorder/upgrading': [['Testing the upgrade', 'After merging, open an older recording and export a short range before recording anything new. If the export matches the old one, the upgrade preserved your edits.']],
  'cloudrun/cli/sites': [['In pipelines', 'A pipeline that deploys on every merge runs `create` with a fixed site name, so the serve URL used by the application never changes.']],
  'player/props/auto-play': [['Visibility', 'A Player that autoplays while scrolled out of view wastes battery. Pause it when it leaves the viewport with an intersection observer, and play again when it returns.']],
  'skia/installation': [['Checking the setup', 'Render a still of a composition with a single Skia circle. If the still is blank, Skia was not loaded before the root was registered.']],
  'lambda/cli/compositions': [['Output', 'The command prints the same table as the local command, so the two can be compared to confirm that a deploy contains the expected code.']],
  'player/events/timeupdate': [['Formatting', 'Convert the frame to seconds with the frame rate, and format minutes and seconds for display; the Player does the same for its own time display.']],
  'player/methods/get-scale': [['Hairlines in overlays', 'Divide the width of lines drawn in page overlays by the scale when they should stay one pixel wide on screen.']],
  'transitions/transitionseries-transition': [['Choosing a timing', 'Linear timings suit cuts on the beat of music; spring timings suit transitions that should feel physical, such as slides.']],
  'lambda/faq': [['How much does a render cost?', 'Most one-minute 1080p videos cost between one and five cents in cloud fees. Every progress object reports the exact estimate.']],
  localization: [['Fonts for other scripts', 'Load fonts that cover the scripts you render; a Latin font falls back to a system font for Cyrillic or Japanese, which may be missing on render servers.']],
  'player/methods/exit-fullscreen': [['Emulated fullscreen', 'On browsers where the Player fills the viewport instead of using real fullscreen, the method restores the previous layout the same way.']],
  'player/methods/get-container-node': [['Styling', 'Do not set sizes on the element directly; use the `style` and `className` props so the Player keeps its own layout consistent.']],
  'recorder/layouts': [['Custom layouts', 'Layouts are React components in the `layouts/` folder of the project. Copy an existing one to make your own; it appears in the layout menu after a reload.']],
  'transitions/choosing': [['Duration', 'Most transitions look right between 10 and 30 frames at 30 frames per second. Shorter ones read as glitches, longer ones slow the story down; match their length to the pace of the music and the edit.'], ['Consistency', 'Pick two or three transitions for a whole video and use each for one purpose, such as slides between steps and fades between chapters. Viewers learn the pattern and follow the structure without noticing it.']],
  'cloudrun/regions': [['Moving regions', 'Moving to another region means deploying a service, a bucket and the site there, then switching the application over. Renders stored in the old bucket stay there until you copy or delete them.'], ['Latency for stills', 'Still images rendered on request are latency-sensitive. Serve them from a region close to the users who request them, and keep one warm instance there.']],
  'webcodecs/converting-uploads': [['Progress and cancellation', 'Show the progress reported by `onProgress` and offer a cancel button backed by a controller. Conversions of long recordings take minutes on slower devices, and users should stay in control.'], ['Memory', 'Large outputs are written to the origin private file system rather than memory, so converting a gigabyte file does not exhaust the tab.']],
  'lambda/custom-domain': [['Costs', 'Transfer out of a content delivery network is usually cheaper than transfer straight from storage, so the distribution can lower the bill for popular videos as well as speed them up.'], ['Permissions', 'Grant the distribution read access to the bucket with an origin access rule, and keep the bucket itself closed to the public.']],
  'player/sharing-state': [['Avoiding loops', 'When a callback from the video updates state that is passed back as props, make sure the update does not trigger the callback again, or the two will update each other on every frame.']],
  audiograms: [['Cover art', 'Show the episode cover with a gentle scale animation driven by the low frequencies of `visualizeAudio()`, so the image pulses with the voice.'], ['Formats', 'Render square for feeds and vertical for stories from the same composition by reading the size from `useVideoConfig()`.']],
  'layers-and-compositing': [['Naming layers', 'Give sequences names; the Studio timeline then lists the layers like an editor would.']],
  'studio/timeline': [['Performance', 'Compositions with thousands of sequences draw many tracks. Give repeated elements a parent sequence so they collapse into one track.']],
};

export const lastGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'social-media-formats', title: 'Formats for social platforms',
    summary: 'Each platform has its preferred size, length and codec. Registering one composition per format, all sharing the same components, produces every variant from one project.',
    sections: [
      ['Sizes', 'Landscape video is 1920 by 1080 pixels, vertical short-form video 1080 by 1920, and square posts 1080 by 1080. Register a composition for each, and let components read `useVideoConfig()` to adapt their layout.'],
      ['Safe areas', 'Platforms overlay buttons, captions and profile information on vertical videos, mostly along the right edge and the bottom. Keep text and faces inside a central safe area; show its outline in the Studio only, with `getFramecraftEnvironment()`.'],
      ['Encoding', 'H.264 in MP4 with AAC audio is accepted everywhere. Platforms recompress uploads, so a CRF around 18 is enough; higher quality only makes uploads slower.'],
    ],
    see: ['composition', 'get-framecraft-environment', 'encoding'],
  },
  {
    kind: 'guide', id: 'personalized-videos', title: 'Personalised videos at scale',
    summary: 'Sending each customer a video with their own name, data and images is the classic use of programmatic video. This guide connects the pieces: a template composition, a data source, cloud rendering and delivery.',
    sections: [
      ['The template', 'Build one composition that takes everything personal as props, validated by a schema. Keep the props small: ids and URLs rather than image data, so they fit into cloud function payloads.'],
      ['Rendering many', 'Start renders from a queue, one message per customer, with a worker that calls `renderMediaOnLambda()` and stores the render id. Limit how many renders run at once to stay below the account\'s concurrency limit.'],
      ['Delivery', 'Render with private privacy, receive completion through a webhook, and send each customer a presigned link that expires after some days. Delete renders after expiry to keep storage costs flat.'],
    ],
    see: ['parameterized-rendering', 'lambda/rendermediaonlambda', 'lambda/presignurl', 'lambda/checklist'],
  },
  {
    kind: 'guide', id: 'screen-recordings', title: 'Editing screen recordings',
    summary: 'Product demos and tutorials start as screen recordings. Framecraft turns them into polished videos with zooms, highlights and captions, defined in code and repeatable for every new recording.',
    sections: [
      ['Zooming', 'Wrap the recording in a container whose scale and translation are interpolated between keyframes: zoom to the button being clicked, hold, and zoom out. Keep a list of zoom targets with their frames as props, so new recordings only need a new list.'],
      ['Highlighting', 'Draw rectangles or circles over the recording at the positions of interest, revealed with `evolvePath()`. Dim the rest of the frame with a semi-transparent solid and a cut-out.'],
      ['Quality', 'Screen recordings contain sharp text, which suffers from chroma subsampling. Render with `pixelFormat: "yuv444p"` and a low CRF when the text must stay crisp.'],
    ],
    see: ['offthread-video', 'paths/evolve-path', 'config/set-pixel-format', 'recorder'],
  },
  {
    kind: 'guide', id: 'audiograms', title: 'Audiograms',
    summary: 'An audiogram turns a podcast clip into a video for social platforms: cover art, a waveform that moves with the voice, and captions. All three come from the audio file and its transcription.',
    sections: [
      ['The waveform', 'Load the audio with `useAudioData()` and draw `getWaveformPortion()` for the seconds around the current frame, or `visualizeAudio()` bars for a spectrum look. Smooth the shape with `createSmoothSvgPath()`.'],
      ['Captions', 'Transcribe the clip with `transcribe()` and show pages from `createTikTokStyleCaptions()`. Word-level timing makes the highlighted word follow the voice exactly.'],
      ['Duration', 'Make the composition as long as the clip by reading its duration in `calculateMetadata()` with `getAudioDurationInSeconds()`.'],
    ],
    see: ['media-utils/get-waveform-portion', 'captions/transcribe', 'media-utils/get-audio-duration-in-seconds'],
  },
  {
    kind: 'guide', id: 'layers-and-compositing', title: 'Layers and compositing',
    summary: 'Video editors think in layers: background, footage, graphics, text, effects. Framecraft expresses layers with absolutely positioned elements, stacked in the order they appear in the code.',
    sections: [
      ['Stacking', 'Wrap each layer in an `<AbsoluteFill>` or a `<Sequence>`, which is an absolute fill by default. Later siblings are drawn on top. `zIndex` works too but makes the order harder to read.'],
      ['Blending and masking', 'CSS blend modes (`mixBlendMode`) combine a layer with those below it, and CSS masks or SVG clip paths cut layers to shapes. Both render identically in the preview and in renders.'],
      ['Performance', 'Every layer is drawn for every frame. Layers hidden behind opaque ones still cost time; unmount them with sequences when they are not visible.'],
    ],
    see: ['absolute-fill', 'solid', 'sequence'],
  },
  {
    kind: 'guide', id: 'rendering-in-ci', title: 'Rendering in continuous integration',
    summary: 'Rendering videos in a pipeline keeps release videos, changelogs and documentation clips up to date with every merge. The pipeline needs a browser, fonts and a place to put the output.',
    sections: [
      ['Preparing the runner', 'Use a Linux runner image with Node.js, install fonts your compositions need, and run `npx framecraft browser ensure` in a cached step so the browser is downloaded once.'],
      ['Rendering', 'Run `npx framecraft render` with an explicit output path inside the folder the pipeline collects as artifacts. Keep the concurrency at the number of cores of the runner.'],
      ['Checking', 'Add `npx framecraft compositions` as an early step: it fails fast when a composition no longer registers, before the longer render step starts.'],
    ],
    see: ['cli/render', 'cli/browser/ensure', 'docker', 'testing'],
  },
];

export const lastApi: RefEntry[] = [
  {
    kind: 'ref', id: 'use-delay-render', title: 'useDelayRender()', pkg: 'framecraft', since: '4.0',
    summary: 'Returns `delayRender()`, `continueRender()` and `cancelRender()` bound to the current composition, for components that may appear in several compositions rendered by the same page.',
    body: ['Pages that show several Players at once share one JavaScript environment. The global functions cannot know which Player a handle belongs to, so a slow image in one Player could block another. The bound functions from this hook attribute each handle to its own composition.', 'In a plain render there is only one composition, and both forms behave the same. New code should prefer the hook.'],
    signature: 'useDelayRender(): { delayRender: (label?: string, options?: DelayRenderOptions) => number; continueRender: (handle: number) => void; cancelRender: (error: unknown) => never }',
    returns: 'The three functions, bound to the composition the component is rendered in. The object is stable across renders.',
    example: "const { delayRender, continueRender, cancelRender } = useDelayRender();\nconst [handle] = useState(() => delayRender('Loading avatar'));\nuseEffect(() => {\n  loadAvatar(userId).then(() => continueRender(handle)).catch(cancelRender);\n}, [handle, userId, continueRender, cancelRender]);",
    errors: [{ error: 'Error: useDelayRender() can only be called inside a composition', when: 'the hook runs outside a composition, Player or Thumbnail.' }],
    see: ['delay-render', 'continue-render', 'cancel-render'],
  },
  {
    kind: 'ref', id: 'interpolate-styles', title: 'interpolateStyles()', pkg: 'framecraft', since: '4.0',
    summary: 'Interpolates between whole style objects, property by property, so complex states can be animated with one call.',
    body: ['Designs often define states rather than values: a card that is small and faded at first and large and opaque later. Give each state as a style object; numbers, colours, lengths with units and transform lists are interpolated, and other values switch at the midpoint of each segment.'],
    signature: 'interpolateStyles(input: number, inputRange: readonly number[], outputStyles: readonly React.CSSProperties[], options?: InterpolateOptions): React.CSSProperties',
    params: [
      { name: 'input', type: 'number', text: 'Usually the frame or a spring value.' },
      { name: 'inputRange', type: 'readonly number[]', text: 'Strictly increasing stops, as for `interpolate()`.' },
      { name: 'outputStyles', type: 'readonly React.CSSProperties[]', text: 'One style object per stop. Every object must list the same properties, with compatible units.' },
      { name: 'options', type: 'InterpolateOptions', default: "{ extrapolateLeft: 'clamp', extrapolateRight: 'clamp' }", text: 'Easing and extrapolation; unlike `interpolate()`, clamping is the default.' },
    ],
    returns: 'A style object for the current input.',
    example: "const style = interpolateStyles(frame, [0, 20], [\n  { opacity: 0, transform: 'translateY(40px) scale(0.9)', backgroundColor: '#101820' },\n  { opacity: 1, transform: 'translateY(0px) scale(1)', backgroundColor: '#0b5cff' },\n]);\nreturn <div style={style}>New feature</div>;",
    errors: [{ error: 'Error: Incompatible values for property', when: 'a property has different units or transform functions in two states, such as `px` and `%`.' }],
    see: ['interpolate', 'interpolate-colors'],
  },
];

export const finalGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'lambda/sqs', title: 'Queueing cloud renders',
    summary: 'Applications that accept render requests from many users should not start cloud renders directly from the web request. A queue between the two smooths bursts, retries failures and keeps the account below its concurrency limit.',
    sections: [
      ['The shape', 'The web request writes a message with the input props and a job id to a queue and answers immediately. A worker reads messages, starts renders with `renderMediaOnLambda()` and records the render id with the job. A webhook marks jobs as done.'],
      ['Limiting concurrency', 'Each render uses many functions at once. Limit how many renders the worker starts in parallel, computed from the account limit divided by the typical number of chunks per render.'],
      ['Retries', 'If starting a render fails with a rate error, leave the message in the queue; it becomes visible again after the visibility timeout and is retried without extra code.'],
    ],
    see: ['lambda/rendermediaonlambda', 'lambda/concurrency', 'lambda/webhooks', 'personalized-videos'],
  },
  {
    kind: 'guide', id: 'lambda/custom-domain', title: 'Serving renders from your domain',
    summary: 'Rendered videos are stored in the Framecraft bucket and served from the storage provider\'s domain. Putting a content delivery network with your own domain in front gives nicer links and faster downloads.',
    sections: [
      ['Distribution', 'Create a distribution whose origin is the bucket, restricted to the `renders/` prefix. Sites stay private; only outputs are served.'],
      ['Private outputs', 'For private renders, sign URLs at the distribution instead of presigning bucket URLs, so links carry your domain and can be cached at the edge.'],
      ['Caching', 'Outputs never change once written, because each render has its own folder. Cache them for a long time; invalidation is never needed.'],
    ],
    see: ['lambda/storage', 'lambda/presignurl'],
  },
  {
    kind: 'guide', id: 'cloudrun/regions', title: 'Cloud Run regions',
    summary: 'Services, buckets and sites of a Cloud Run setup live in one region each. Choosing regions well reduces latency, transfer costs and the risk of hitting quotas.',
    sections: [
      ['Close to the media', 'Renders download their source media during rendering. Deploy the service in the region of the storage that holds large source files.'],
      ['Quotas per region', 'CPU and memory quotas apply per region. Spreading services over two regions doubles the capacity available for parallel renders without a quota increase.'],
      ['Listing regions', 'Run `npx framecraft cloudrun regions` or call `getRegions()` for the regions Framecraft supports.'],
    ],
    see: ['cloudrun/getregions', 'cloudrun/limits', 'lambda/region-selection'],
  },
  {
    kind: 'guide', id: 'player/player-vs-renderer', title: 'Player and renderer compared',
    summary: 'The Player and the renderer run the same components, but one plays in real time in a visitor\'s browser and the other captures exact frames on a server. Knowing the differences avoids surprises when a preview and a render disagree.',
    sections: [
      ['Timing', 'The Player skips frames when the device is too slow to keep up, while the renderer captures every frame, however long it takes. Animations that depend on every frame being rendered, such as accumulating state, therefore differ.'],
      ['Media', 'The Player plays media with browser elements and may buffer. The renderer extracts exact frames. Use `<OffthreadVideo>` to get the same frames in both.'],
      ['Props', 'The Player accepts any JavaScript values as props; the renderer needs JSON-serialisable props. Keep props serialisable if the same composition is also rendered.'],
    ],
    see: ['player/player', 'renderer/render-media', 'deterministic-rendering'],
  },
  {
    kind: 'guide', id: 'player/sharing-state', title: 'Sharing state with the Player',
    summary: 'Applications often need the page and the video to react to each other: a button outside the Player changes a colour inside it, or a click inside the video selects something on the page.',
    sections: [
      ['From page to video', 'Pass state as `inputProps`. Memoise the object so unrelated re-renders of the page do not re-render the video.'],
      ['From video to page', 'Pass callbacks in `inputProps`. The Player accepts functions, unlike the renderer, so a click handler inside the composition can call back into the page.'],
      ['Keeping renders working', 'Give callbacks defaults that do nothing, so the composition still renders on a server where no page provides them.'],
    ],
    see: ['player/props/input-props', 'player/player-vs-renderer'],
  },
  {
    kind: 'guide', id: 'captions/importing-srt', title: 'Importing subtitle files',
    summary: 'Existing subtitles, made by a service or by hand, can drive the captions of a Framecraft video. The SRT format is the most common, and `parseSrt()` turns it into the caption format the other functions use.',
    sections: [
      ['Loading', 'Put the SRT file in `public/`, fetch it in `calculateMetadata()`, parse it, and pass the captions as props. Parsing once there is faster than parsing in every frame.'],
      ['Splitting into words', 'SRT blocks span phrases. For word-by-word highlighting, split each caption\'s text into words and distribute its time range over them in proportion to their length; the result is close enough for most styles.'],
      ['Checking timing', 'Scrub through the video in the Studio with sound. If all captions are early or late by the same amount, shift them by adding an offset to every time.'],
    ],
    see: ['captions/parse-srt', 'captions/displaying-captions', 'calculate-metadata'],
  },
  {
    kind: 'guide', id: 'webcodecs/converting-uploads', title: 'Converting uploads in the browser',
    summary: 'Users upload videos in whatever format their device produced. Converting them in the browser before upload saves server costs and bandwidth, and gives users immediate feedback.',
    sections: [
      ['Inspect first', 'Read the container, codecs and duration with `parseMedia()`. Files that already fit your requirements can be uploaded unchanged.'],
      ['Convert when needed', 'Call `convertMedia()` with the target container and a resize if the file is too large. Tracks that can be copied are copied, so many conversions are quick remuxes.'],
      ['Fallback', 'When `canReencodeVideoTrack()` returns false, upload the original and convert on the server instead. Tell the user why the upload is larger.'],
    ],
    see: ['webcodecs/convert-media', 'media-parser/parse-media', 'webcodecs-overview'],
  },
  {
    kind: 'guide', id: 'transitions/choosing', title: 'Choosing a transition',
    summary: 'Transitions carry meaning: a cut says now, a fade says later, a slide says next. Picking one that matches the story makes an edit feel intentional.',
    sections: [
      ['Cuts and fades', 'Most scene changes should be plain cuts. Fades suggest the passing of time or the end of a section; keep them short.'],
      ['Movement', 'Slides and wipes suggest going forward or back, like pages. Use the direction consistently throughout a video.'],
      ['Effects', 'Flips, cubes and iris openings draw attention to themselves. They suit playful content and should be used sparingly.'],
    ],
    see: ['transitions/transitionseries', 'transitions/presentations/fade', 'transitions/presentations/slide'],
  },
];

export const finalApi: RefEntry[] = [
  {
    kind: 'ref', id: 'use-current-time', title: 'useCurrentTime()', pkg: 'framecraft', since: '4.0',
    summary: 'Returns the current time in seconds instead of frames, for code that thinks in seconds, such as captions and audio cues.',
    body: ['It is `useCurrentFrame()` divided by the frame rate, computed for you. Inside a sequence it is relative to the start of the sequence, like the frame. Data with times in milliseconds, such as captions, compares more naturally against a time than against a frame number.', 'Use frames for animation timing and seconds for synchronising with external data; mixing the two in one calculation is a common source of off-by-one-frame errors.'],
    signature: 'useCurrentTime(): number',
    returns: 'The time in seconds as a floating-point number: 0 on the first frame, `1 / fps` on the next.',
    example: "const time = useCurrentTime();\nconst active = captions.find((c) => c.startMs / 1000 <= time && time < c.endMs / 1000);\nreturn <Subtitle text={active?.text ?? ''} />;",
    errors: ['notInComposition'],
    see: ['use-current-frame', 'captions/displaying-captions'],
  },
  {
    kind: 'ref', id: 'html-in-canvas', title: 'useSnapshot()', pkg: 'framecraft', since: '4.0',
    summary: 'Captures the DOM of an element as an image for the current frame, so that it can be used as a texture in WebGL or drawn to a canvas with effects.',
    body: ['Some effects, such as distorting text with a shader, need HTML as pixels. The hook rasterises the element after every frame\'s layout and returns a bitmap. It delays the frame until the snapshot is ready, so renders include it.', 'Snapshots are expensive: take them of small elements, and reuse one snapshot for several effects rather than taking several.'],
    signature: 'useSnapshot(ref: React.RefObject<HTMLElement>, options?: { scale?: number }): ImageBitmap | null',
    params: [
      { name: 'ref', type: 'React.RefObject<HTMLElement>', text: 'The element to capture. It must be mounted and visible in layout, though it may be hidden with opacity 0.' },
      { name: 'options.scale', type: 'number', default: '1', text: 'Resolution multiplier of the bitmap; use the current scale for sharp results in zoomed previews.' },
    ],
    returns: 'The bitmap of the element for the current frame, or `null` before the first capture.',
    example: "const ref = useRef<HTMLDivElement>(null);\nconst bitmap = useSnapshot(ref);\nreturn <>\n  <div ref={ref} style={{ opacity: 0 }}><h1>Wobbly title</h1></div>\n  {bitmap && <WobbleShader image={bitmap} />}\n</>;",
    errors: [{ error: 'Error: Element is not in the document', when: 'the ref is not attached when the frame is captured.' }],
    see: ['three/three-canvas', 'skia/skia-canvas'],
  },
];
