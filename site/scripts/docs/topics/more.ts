// Further sections for pages of the table, by doc id: added after a page's own sections (all such
// tables are listed in further.ts). Used
// for pages of the first version of the site (legacy.ts) and for pages that needed more than
// their entry said.
export const more: Record<string, [string, string][]> = {
  // ---------------------------------------------------------------- migration guides
  '2-0-migration': [
    ['Why the change', 'Version 1 measured sequences in seconds, which made frame-exact cuts impossible at frame rates such as 29.97. Version 2 counts everything in frames, so a cut placed at frame 450 lands on frame 450 in every render and in the Player.'],
    ['Upgrading step by step', 'Run `npx framecraft upgrade --version=2.0.0` to move all packages together, then search the project for `from=` and `duration=` props given in seconds and multiply them by the frame rate. The compiler reports every remaining use of the removed `durationInSeconds` prop, so the migration is finished when the project type-checks again.'],
  ],
  '3-0-migration': [
    ['What breaks', 'Version 3 moved the rendering functions from the command line package into `@framecraft/renderer`, renamed `getCompositions()`\'s second argument to an options object, and made `selectComposition()` the required first step before `renderMedia()`. Scripts that rendered with the version 2 API fail at import time, which makes the breakage easy to find.'],
    ['Configuration file', 'The configuration file became `framecraft.config.ts` and is now typed. Options that were set through environment variables, such as the concurrency, moved into it; the command line flags keep working and override the file.'],
  ],
  '4-0-migration': [
    ['Before upgrading', 'Deploy new cloud functions and sites for version 4 before switching the application over: a version 3 client cannot render with a version 4 function and the reverse, so both generations must exist side by side for a moment.'],
    ['Notable changes', 'The default image format of stills became PNG, `calculateMetadata()` replaced the older `getMetadata` prop, and the Node.js minimum moved to version 18. The renderer now downloads its own headless browser; projects that set `browserExecutable` to a system browser can remove the setting.'],
  ],
  '5-0-migration': [
    ['Status', 'Version 5 is in development. The changes listed here are planned and may still move. Nothing needs to be done today; the page exists so that projects can prepare and avoid the deprecated APIs in new code.'],
    ['Deprecations to act on now', 'The `<Video>` component will render through the same engine as `<OffthreadVideo>`, so code that relies on browser-specific seeking behaviour should switch now. `getInputProps()` will only be available in the root file. The command line will drop the `--quality` alias of `--jpeg-quality`.'],
  ],
  // ---------------------------------------------------------------- small legacy guides
  brand: [
    ['Using the logo', 'Use the logo files as they are: do not recolour them outside the light and dark variants, stretch them, or place them on busy backgrounds. Leave free space around the logo at least as wide as the height of the letter F in the wordmark.'],
    ['Naming', 'The product is written Framecraft, with one capital letter, also at the start of code identifiers in prose. Packages are written in lower case with their scope, such as `@framecraft/player`. When in doubt about a use of the name or the logo, write to the team through the contact page before publishing.'],
  ],
  webpack: [
    ['When an override is needed', 'Most projects never touch Webpack. Overrides are needed for file types without a built-in loader (for example GLSL shaders or MDX), for aliases that mirror a monorepo layout, and for integrations such as Tailwind or Skia, which ship their own override functions.'],
    ['Keeping overrides consistent', 'The override in `framecraft.config.ts` applies to the Studio and the command line. Code that calls `bundle()` directly must pass the same function as `webpackOverride`; otherwise the Studio works while cloud deploys fail with unresolved imports. Export the function from one module and import it in both places.'],
    ['Debugging', 'Print the final configuration by logging the return value of the override once. Compare it with the default by commenting the override out; the difference is what the override contributed.'],
  ],
  'typescript-aliases': [
    ['Why aliases need configuration twice', 'TypeScript only type-checks; it does not tell the bundler where `@/components` lives. The `paths` in `tsconfig.json` make the editor happy, and a matching `resolve.alias` in the Webpack override makes the bundle work. Forgetting the second half gives a build error that mentions the alias name.'],
    ['A shared helper', 'Read the `paths` from `tsconfig.json` in the override and turn them into aliases, so that the two lists cannot drift apart. Keep the aliases few and shallow; deep alias trees make moving files harder than relative imports would.'],
  ],
  support: [
    ['Where to ask', 'Questions about using Framecraft are best asked in the chat community, where other developers and the team answer. Bugs go to the issue tracker with a reproduction. Questions about licensing and invoices go to the company email address on the contact page, not to the public channels.'],
    ['What makes a good report', 'Include the output of `npx framecraft versions`, the operating system, the exact command or function call, and the full error text. A minimal project that shows the problem, started from the blank template, gets an answer fastest.'],
  ],
  resources: [
    ['Talks and videos', 'Recorded talks explain the ideas behind programmatic video, from the first release to the deployable Studio. Each talk page links the example code used on stage, so the demos can be run locally.'],
    ['Templates to learn from', 'The templates are small, complete projects. Reading the audiogram and TikTok templates is a fast way to see captions, audio visualisation and data-driven duration working together in a real project.'],
  ],
  contributing: [
    ['Finding something to work on', 'Issues labelled good first issue are scoped to one package and come with a description of the expected change. Comment on the issue before starting so that two people do not work on the same thing.'],
  ],
  terminology: [
    ['Input props', 'Values given to a render that the composition receives as React props. They change what the video shows without changing its code, and must be serialisable to JSON when rendering.'],
  ],
  scaling: [
    ['Scaling versus resizing', 'Scaling renders the same layout with more pixels, so a 1080p composition scaled by 2 looks like a sharper version of itself. To produce a different layout for another size, register a second composition with other dimensions and let the components read `useVideoConfig()`.'],
    ['Cost of scaling', 'Doubling the scale quadruples the pixels to capture and encode, so renders take roughly three to four times longer. Cloud renders may need functions with more memory at scale 2 and above.'],
  ],
  encoding: [
    ['Audio codecs', 'The audio codec follows the video codec unless set: AAC for MP4 containers and Opus for WebM. Set `audioCodec` explicitly when a platform requires a specific one, for example PCM in a MOV file for some editing software.'],
  ],
  fonts: [
    ['Checking that a font loaded', 'If text renders in a fallback font only in the render and not in the Studio, the render captured the frame before the font arrived. Loading fonts with the Framecraft packages prevents this, because they delay the frame until the font is ready. Fonts applied through a CSS file without a loader give no such guarantee.'],
    ['Emoji and special characters', 'Servers often lack colour emoji fonts. Install a font package for them in the render environment, or load an emoji font as a web font so that every environment uses the same one.'],
  ],
  audio: [
    ['Visualising audio', 'Bars, waves and bouncing logos are driven by the audio data of the current frame. `useAudioData()` loads and decodes a file once; `visualizeAudio()` returns the frequency amplitudes for a frame, which the component maps to heights or scales.'],
  ],
  troubleshooting: [
    ['Renders that differ from the Studio', 'A render that looks different from the preview almost always involves time or randomness that is not derived from the frame: CSS animations and transitions, `setTimeout`, videos played with a plain `<video>` tag. Replace them with frame-based code and the output matches.'],
  ],
  performance: [
    ['Find the slow frames', 'After each render, `renderMedia()` reports the slowest frames. If a few frames are much slower than the rest, look at what happens on them, such as a large image appearing or a heavy effect starting, rather than tuning the whole composition.'],
  ],
  // ---------------------------------------------------------------- command line
  'cli/render': [
    ['Where the output goes', 'Without an output location the file is written to `out/` under the composition id, with the extension of the codec. Existing files are overwritten only with `--overwrite`, which is on by default in interactive terminals and off in continuous integration, so scripts do not destroy earlier results by accident.'],
    ['Rendering part of a video', 'Pass `--frames=0-89` to render the first three seconds at 30 frames per second. Parts rendered this way can be joined later with `combineChunks()` if they share every encoding setting.'],
  ],
  'cli/still': [
    ['Picking the frame', 'Open the composition in the Studio, scrub to the frame that makes the best thumbnail, and read its number in the timeline. Pass that number with `--frame`. For compositions registered with `<Still>` the flag is not needed, since they have a single frame.'],
    ['Image quality', 'JPEG stills use `--jpeg-quality`, 80 by default. Social networks recompress uploaded images anyway, so going above 90 rarely shows; PNG is lossless and better for text-heavy cards.'],
  ],
  'cli/studio': [
    ['What the Studio does', 'The Studio bundles the project in development mode, watches the files and reloads the preview on every save. It lists the compositions, shows a timeline of their sequences, lets you edit input props in a form, and renders from a button without leaving the browser.'],
    ['Running it on a server', 'Pass `--port` and open the port through a tunnel to preview a project on a remote machine. For a Studio that colleagues can use without a terminal, deploy it instead, as described in the deploy guide.'],
  ],
  'cli/compositions': [
    ['Using the output in scripts', 'With `--quiet`, the command prints one id per line, ready for a shell loop that renders every composition. Without it, the output is a table with the size, frame rate and duration of each composition, computed after `calculateMetadata()` ran with the given props.'],
    ['Why it needs a browser', 'Compositions are registered by running the project\'s code, so the command opens the bundle in the headless browser, exactly as a render does. A composition that fails here will fail in a render too, which makes the command a cheap check in continuous integration.'],
  ],
  'cli/bundle': [
    ['What is in a bundle', 'A bundle is a static website: an `index.html`, the JavaScript of the project, and a copy of `public/`. Any static host can serve it. Renderers open it by URL or by path, and the Player can load compositions from it in an iframe.'],
    ['Reusing bundles', 'Bundling takes seconds to minutes for large projects, while opening a bundle takes milliseconds. Bundle once per code change and reuse the folder for every render of that version, locally or by uploading it as a cloud site.'],
  ],
  'cli/benchmark': [
    ['Reading the results', 'The command renders each composition several times per concurrency value and prints the average time of each. The fastest value is marked. It is usually between half and all of the CPU cores; beyond that, tabs compete for the same cores and renders get slower.'],
    ['Making results comparable', 'Close other heavy programs while benchmarking and run at least three runs per value. Results from a laptop on battery power are not representative of a server; benchmark on the machine that will render.'],
  ],
  'cli/ffmpeg': [
    ['Why FFmpeg is bundled', 'Framecraft ships FFmpeg binaries built with the codecs it needs, so rendering works without installing anything system-wide and gives the same result on every machine. This command makes the same binary available for your own conversions.'],
    ['Common uses', 'Trim a source clip before using it in a composition, convert a format the browser cannot decode, or inspect what an encoder option does. Because the binary is the one the renderer uses, a conversion that works here also works during rendering.'],
  ],
  'cli/ffprobe': [
    ['What it reports', 'ffprobe lists the streams of a file with their codecs, sizes, frame rates, durations and pixel formats. It is the quickest way to check that a render has the expected properties, such as an alpha channel in a transparent video.'],
    ['Machine-readable output', 'Add `-print_format json` to get output that scripts can parse. In application code, prefer `getVideoMetadata()` or `parseMedia()`, which return typed objects.'],
  ],
  'cli/gpu': [
    ['Interpreting the output', 'The command opens the headless browser with the chosen graphics backend and prints the status of each feature: rasterisation, WebGL, WebGL 2, video decoding. Features reported as software-only run on the CPU.'],
    ['When to run it', 'Run it when setting up a new render machine and after driver updates. A backend that reports hardware acceleration for WebGL is worth setting with `--gl` for projects using three.js or shaders.'],
  ],
  'cli/versions': [
    ['Why versions must match', 'Framecraft packages are released together and exchange internal data formats. Mixing versions, for example a newer player with an older core package, leads to confusing runtime errors. The command prints a warning for every package whose version differs from the core package.'],
    ['Fixing a mismatch', 'Run `npx framecraft upgrade`, which sets every Framecraft dependency to the same version, then reinstall. Lock files sometimes keep an old version of a transitive dependency; deleting the lock file and reinstalling resolves that.'],
  ],
  'cli/upgrade': [
    ['What it changes', 'The command rewrites the version of every `framecraft` and `@framecraft/*` dependency in `package.json` and runs the install command of the detected package manager. It does not change code; read the migration guide of a new major version before upgrading across one.'],
    ['Cloud deployments', 'After upgrading, deploy new functions or services and new sites. Renders started from the upgraded code with old functions fail with a version mismatch error.'],
  ],
  'cli/help': [
    ['Command overview', 'The command lists every subcommand with a one-line description: rendering (`render`, `still`), inspection (`compositions`, `versions`, `gpu`), development (`studio`, `bundle`), tools (`ffmpeg`, `ffprobe`, `benchmark`, `upgrade`) and the cloud command groups `lambda` and `cloudrun`.'],
    ['Global options', 'Options such as `--log`, `--config` and `--env-file` work with every command. They are printed once at the end of the help output instead of on every command page.'],
  ],
  'cli/browser/ensure': [
    ['When to run it', 'Run it in a Dockerfile or a continuous integration step before the first render, so that the download of about 90 MB does not happen during a time-critical job. If a compatible browser is already present, the command exits immediately.'],
    ['Using a system browser', 'Pass `--browser-executable` to check a browser installed by the operating system instead. It must be a Chromium-based browser with support for the headless shell; the command reports if it is not.'],
  ],
  'lambda/cli/render': [
    ['What you see while it runs', 'The command prints the progress of the render, the number of functions invoked and the estimated cost so far, then the URL of the output. Interrupting it with Ctrl+C does not stop the render in the cloud; it keeps running and can be followed with its id.'],
    ['Choosing the site', 'The first argument is a serve URL or the name of a site deployed to the region. Names are resolved to URLs by listing the bucket, which saves copying long URLs.'],
  ],
  'lambda/cli/sites': [
    ['Subcommands', '`create` bundles and uploads the project, `ls` lists sites with their sizes and dates, and `rm` deletes one or more sites by name. `rmall` deletes every site in the region after a confirmation, useful for cleaning a test account.'],
    ['Stable URLs', 'Pass the same `--site-name` on every deploy from the main branch so that the serve URL stays the same and applications need no configuration change.'],
  ],
  'lambda/cli/functions': [
    ['Subcommands', '`deploy` creates a function with the given memory, disk and timeout, `ls` lists the functions in the region with their versions, and `rm` removes functions by name. `rmall` removes every Framecraft function in the region, for example after an upgrade.'],
    ['Choosing the settings', 'The defaults suit most projects. Raise the memory for heavy compositions, the disk for long videos with large source files, and the timeout when chunks need more than two minutes.'],
  ],
  'cloudrun/cli/render': [
    ['What it prints', 'The command shows a progress bar streamed from the container, then the storage URI and public URL of the output. When the container crashes, the message and a link to the service logs are printed instead.'],
    ['Picking the service', 'With one compatible service in the region, it is used automatically. Otherwise pass `--service-name`; `npx framecraft cloudrun services ls` lists the candidates.'],
  ],
  'cloudrun/cli/services': [
    ['Subcommands', '`deploy` creates a service with the given CPU, memory and timeout, `ls` lists the services of the region with their versions and resources, and `rm` deletes a service by name.'],
    ['Sizing a service', 'Four CPUs and 8 GiB of memory render a 1080p video at about real-time speed for typical compositions. Double both for 4K or heavy effects; the render time shrinks almost in proportion.'],
  ],
  // ---------------------------------------------------------------- cloud guides
  'lambda/permissions': [
    ['Two identities', 'Framecraft needs permissions for two identities: the user or role that deploys and starts renders, and the role the functions run under. The first needs to create functions, buckets and log groups; the second only needs to read and write its bucket, invoke itself and write logs.'],
    ['Checking the setup', 'Run `npx framecraft lambda policies validate` after any change. It simulates each permission and prints which are missing, which is faster than deploying and reading an access denied error.'],
  ],
  'lambda/limits': [
    ['Per-account limits', 'Concurrent executions per region default to 1000 and can be raised through the provider\'s quota console. Large renders split into many chunks count every chunk against this limit while they run.'],
    ['Per-function limits', 'A function runs at most 15 minutes, has at most 10240 MB of memory and disk, and receives at most 6 MB of payload. Input props larger than a few hundred kilobytes are therefore uploaded to the bucket automatically and read by the function.'],
  ],
  'lambda/webhooks': [
    ['Payload', 'The webhook receives a JSON body with `type` (`success`, `error` or `timeout`), `renderId`, `bucketName`, `outputUrl` when successful, `errors` when not, and the `customData` passed when starting the render. The request carries the signature header for validation.'],
    ['Retries and timeouts', 'A webhook that does not answer with a 2xx status within five seconds is retried twice. Make the handler fast and idempotent: store the event and process it in the background.'],
  ],
  'lambda/ec2': [
    ['How it works', 'An EC2 instance can carry an instance role. The Framecraft client running on the instance picks up the role\'s temporary credentials automatically, so no access keys need to be stored on the machine. Attach the user policy of Framecraft to the instance role instead of to a user.'],
    ['Limits of the approach', 'The credentials belong to the instance, so every process on it can render. Use a dedicated instance for rendering when other software on the machine should not have these permissions.'],
  ],
  'cloudrun/setup': [
    ['Credentials', 'Create a service account with the Framecraft role in the project, download its key, and put the client email, the private key and the project id into the environment as `FRAMECRAFT_GCP_CLIENT_EMAIL`, `FRAMECRAFT_GCP_PRIVATE_KEY` and `FRAMECRAFT_GCP_PROJECT_ID`. Every command and function reads them from there.'],
  ],
  'cloudrun/permissions': [
    ['The custom role', 'Framecraft needs to deploy Cloud Run services, read and write storage buckets, and read logs. Create a custom role with exactly these permissions instead of granting the broad editor role, and assign it to the service account used for rendering.'],
    ['Testing', 'Run `npx framecraft cloudrun permissions` after creating the role. Each permission is printed green or red; red lines name the permission to add.'],
  ],
  'cloudrun/limits': [
    ['Per-service limits', 'A container gets at most 8 CPUs and 32 GiB of memory, and a request runs at most one hour. A render is one request, so videos that take longer than an hour to render on 8 CPUs need the serverless platform, which splits the work.'],
    ['Quotas', 'New projects have regional quotas on CPUs and memory across all instances. Many parallel renders with large services exhaust them quickly; request higher quotas before launching a feature that renders on demand.'],
  ],
  // ---------------------------------------------------------------- player guides
  'player/installation': [
    ['Sharing code with the video project', 'The Player imports the composition component directly. Keep the video components in a folder that both the web app and the Framecraft project can import, or in a workspace package in a monorepo. The versions of `framecraft` and `@framecraft/player` must be the same.'],
    ['Server rendering', 'The Player renders nothing on the server; it mounts on the client. Frameworks with server rendering show the `renderLoading` placeholder in the server HTML, which avoids layout shift when the Player appears.'],
  ],
  'player/examples': [
    ['A preview next to a form', 'Keep the form state in the parent, derive `inputProps` from it with `useMemo()`, and pass them to the Player. The preview updates on every keystroke without restarting playback.'],
    ['Custom controls', 'Hide the built-in controls and build your own with the ref methods and events: `play()`, `pause()` and `seekTo()` to control, and `frameupdate` to draw a progress bar. This matches the Player to the design of the application.'],
    ['Many previews on one page', 'Show thumbnails for a list of videos and mount a Player only for the selected one. Each Player runs its own playback loop, and dozens at once slow down the page.'],
  ],
  'player/scaling': [
    ['Responsive sizing', 'Give the Player `width: 100%` in its style and it takes the width of its container, with the height following the aspect ratio of the composition. The composition is rendered at its own size and scaled with a CSS transform, so its layout does not change when the Player is resized.'],
    ['Sharp text at small sizes', 'Scaling a 4K composition down to a small preview makes thin lines disappear. Read `useCurrentScale()` inside the composition to thicken them when the scale is small.'],
  ],
  'player/autoplay': [
    ['Browser rules', 'Browsers allow muted playback to start automatically, and playback with sound only after the user interacted with the page. A Player with `autoPlay` and sound therefore often starts muted or not at all, depending on the browser and the site\'s history with the user.'],
    ['Reliable patterns', 'Start playback from a click handler and pass the event to `play()`; the Player uses it to unlock audio. For background loops, combine `autoPlay`, `loop` and `initiallyMuted`, which every browser allows.'],
  ],
  // ---------------------------------------------------------------- product pages
  'transitions/transitionseries': [
    ['How durations add up', 'A transition overlaps the two scenes it joins, so it shortens the total duration by its own length. Three scenes of 90 frames joined by two transitions of 20 frames last 230 frames, not 270. Compute the composition duration with that in mind, or in `calculateMetadata()`.'],
    ['Overlays', 'A `<TransitionSeries.Overlay>` between two sequences renders an element over the cut without shortening the timeline, for flashes and light leaks that hide a hard cut.'],
  ],
  'captions/overview': [
    ['From audio to captions', 'Captions start as a transcription: a speech-to-text service returns words with timestamps, which become `Caption` objects. Existing subtitle files are imported with `parseSrt()` instead.'],
    ['From captions to pages', 'Long runs of words are grouped into pages that fit the screen with `createTikTokStyleCaptions()`, or into lines with `fillTextBox()` of the layout utilities. Each page becomes a `<Sequence>`, and the component highlights the word whose time range contains the current frame.'],
  ],
  'licensing/license': [
    ['Who may use it for free', 'Individuals, non-profit organisations and companies with up to three employees may use Framecraft for free, including commercially. Evaluating Framecraft before buying is free for everyone.'],
    ['Who needs a company license', 'Companies with four or more employees need a company license to use Framecraft in production. The license is per company and covers any number of projects; the pricing page explains how seats and renders are counted.'],
  ],
  'licensing/company-license': [
    ['What it includes', 'A company license covers the developers who write video code (seats) and, for cloud rendering products, the number of renders per month. It includes priority support and the right to remove the license notice from the Player.'],
    ['Buying and renewing', 'Licenses are bought on the pricing page with a card or an invoice and renew yearly. Changing the number of seats takes effect immediately and is billed pro rata.'],
  ],
  // ---------------------------------------------------------------- recorder
  'recorder/buy': [
    ['What you get', 'The purchase gives access to the Recorder\'s source code as a template, updates for a year, and a license to publish videos made with it. The price is per person recording, not per video.'],
    ['Teams', 'Companies that record with several people buy one seat per person. A company license for Framecraft itself is needed in addition when the company has more than three employees.'],
  ],
  'recorder/setup': [
    ['Requirements', 'A recent Chromium-based browser, Node.js 18 or newer, and about 10 GB of free disk space for recordings. A USB microphone and a camera help, but the built-in ones of a laptop work for a first try.'],
    ['First start', 'Clone the template, install the dependencies and start the Studio with `npm run dev`. The recording interface opens in the browser; grant access to the camera, the microphone and the screen when asked.'],
  ],
  'recorder/record': [
    ['Takes', 'Each recording is a take with its own files for screen, camera and audio. Record a section several times and keep the best take; the others are hidden from the edit but stay on disk until deleted.'],
    ['Tips for good recordings', 'Record in a quiet room, close notifications, and increase the editor font size so code is readable on phones. Pause for a second before and after each section; the silence detection uses these pauses to cut.'],
  ],
  'recorder/editing': [
    ['Cutting', 'Silences are detected and cut automatically. Review the cuts in the timeline and restore any that removed a meaningful pause. Cuts are props of the composition, so undoing a cut never re-encodes anything.'],
    ['Layouts', 'Switch between screen only, camera only and picture-in-picture per scene. Layout changes animate smoothly, which keeps the viewer oriented when the camera enlarges for an explanation.'],
  ],
  'recorder/exporting': [
    ['Formats', 'Export landscape for video platforms and square or portrait for social networks from the same edit. Captions are burned in or written as an SRT file next to the video.'],
    ['Rendering in the cloud', 'Long recordings render faster in the cloud. The Recorder can deploy itself as a cloud site and render with Lambda, using the same settings as a local export.'],
    ['Checking the result', 'Watch the exported file once at full speed before publishing. Audio drift or a wrong caption shows up immediately when played, much faster than when scrubbing.'],
  ],
  'recorder/troubleshooting': [
    ['No audio in the recording', 'The browser records the microphone selected in its own settings, which may differ from the system default. Pick the device explicitly in the Recorder\'s source menu.'],
    ['Screen recording is blurry', 'Record the screen at its native resolution and avoid scaling the display while recording. Text in the editor should be at least 18 pixels high to stay legible after compression.'],
    ['Recording stops unexpectedly', 'Recordings are written to disk continuously. When the disk fills up, the browser stops the recording; free space and record again. The part recorded before the stop is kept.'],
  ],
  // ---------------------------------------------------------------- studio
  'studio/deploy-studio': [
    ['Who it is for', 'A deployed Studio lets colleagues without a development setup preview compositions, edit props in forms and render videos from the browser. It is the same Studio as in development, without file watching.'],
    ['Rendering from a deployed Studio', 'Renders started in a deployed Studio run on the server that hosts it. Give that server enough CPU and memory, or connect the Studio to cloud rendering so that renders do not slow down previews for other users.'],
  ],
  'studio/keyboard-shortcuts': [
    ['Navigation', 'Press Ctrl or Cmd with K to open the quick switcher. The question mark shows every shortcut in an overlay, including those added by newer versions.'],
  ],
  'studio/quick-switcher': [
    ['What it searches', 'The quick switcher searches composition ids, folder names and the Studio\'s commands. Typing a question mark first searches the documentation instead, and typing a greater-than sign lists commands only.'],
    ['Fuzzy matching', 'Letters may be skipped: `prmlnd` finds `promo-landscape`. The most recently opened compositions come first when the query matches several.'],
  ],
};
