/**
 * Options and errors that recur across the API with the same name, type, default and meaning.
 * A page lists them by name; the text is written once here so that no two pages disagree.
 */
import type { ErrorCase, Param } from './types.js';

export const sharedParams: Record<string, Param> = {
  serveUrl: { name: 'serveUrl', type: 'string', text: 'Where the bundle of the project is: a local folder written by `bundle()`, or the URL of a site deployed with `deploySite()`. The renderer opens `index.html` under it in a headless browser.' },
  composition: { name: 'composition', type: 'VideoConfig', text: 'The composition to render, as returned by `selectComposition()`: its id, dimensions, frame rate, duration and resolved props. Pass the object itself rather than rebuilding it, so that `calculateMetadata()` results are kept.' },
  compositionId: { name: 'composition', type: 'string', text: 'The `id` of the composition to render, as registered with `<Composition>` in the root file. Ids are case-sensitive; the error message lists the ids the bundle does have.' },
  inputProps: { name: 'inputProps', type: 'Record<string, unknown>', default: '{}', text: 'Props handed to the composition component and to its `calculateMetadata()` function. They must be serialisable to JSON: dates become strings and functions are dropped.' },
  codec: { name: 'codec', type: "'h264' | 'h265' | 'vp8' | 'vp9' | 'prores' | 'gif' | 'mp3' | 'aac' | 'wav'", default: "'h264'", text: 'The codec of the output file. The audio-only codecs skip capturing frames altogether, and `gif` ignores the audio tracks.' },
  crf: { name: 'crf', type: 'number | null', default: 'null', text: 'Constant rate factor: lower values give better quality and larger files. `null` uses the codec default (18 for H.264). It cannot be combined with `videoBitrate`.' },
  videoBitrate: { name: 'videoBitrate', type: 'string | null', default: 'null', text: 'A target bitrate for the video stream such as `"4M"`, instead of a constant quality. Useful when the file must fit a known bandwidth.' },
  imageFormat: { name: 'imageFormat', type: "'jpeg' | 'png' | 'none'", default: "'jpeg'", text: 'How each frame is captured from the browser before encoding. `png` keeps transparency and is slower; `none` is for audio-only renders.' },
  jpegQuality: { name: 'jpegQuality', type: 'number', default: '80', text: 'Quality of captured JPEG frames, from 0 to 100. Only read when `imageFormat` is `jpeg`.' },
  scale: { name: 'scale', type: 'number', default: '1', text: 'Multiplies the width and height of the output. The page is zoomed, so text and vector graphics stay sharp instead of being upscaled.' },
  concurrency: { name: 'concurrency', type: 'number | string | null', default: 'null', text: 'How many browser tabs capture frames at the same time: a number, or a share of the CPU cores such as `"50%"`. `null` uses half of the cores.' },
  frameRange: { name: 'frameRange', type: 'number | [number, number] | null', default: 'null', text: 'Render a single frame or an inclusive range of frames instead of the whole composition. Frames are counted from 0.' },
  everyNthFrame: { name: 'everyNthFrame', type: 'number', default: '1', text: 'Capture only every nth frame. Only allowed for GIF output, where it reduces the file size of long loops.' },
  muted: { name: 'muted', type: 'boolean', default: 'false', text: 'Leave the audio out of the output. Rendering is faster because no audio is mixed.' },
  audioCodec: { name: 'audioCodec', type: "'aac' | 'opus' | 'mp3' | 'pcm-16' | null", default: 'null', text: 'The codec of the audio stream. `null` picks the usual companion of the video codec: AAC for H.264 and H.265, Opus for VP8 and VP9.' },
  pixelFormat: { name: 'pixelFormat', type: "'yuv420p' | 'yuva420p' | 'yuv444p' | 'yuva444p10le'", default: "'yuv420p'", text: 'The pixel format given to the encoder. Formats with `a` keep an alpha channel and need a codec that stores one.' },
  proResProfile: { name: 'proResProfile', type: "'proxy' | 'light' | 'standard' | 'hq' | '4444' | '4444-xq'", default: "'hq'", text: 'The ProRes flavour when `codec` is `prores`. Only `4444` and `4444-xq` keep transparency.' },
  envVariables: { name: 'envVariables', type: 'Record<string, string>', default: '{}', text: 'Values made available as `process.env` inside the bundle during the render. Never put secrets here that the output must not reveal.' },
  timeoutInMilliseconds: { name: 'timeoutInMilliseconds', type: 'number', default: '30000', text: 'How long a `delayRender()` handle may stay open before the frame fails. Raise it for slow data sources, after making sure a handle is not simply forgotten.' },
  logLevel: { name: 'logLevel', type: "'trace' | 'verbose' | 'info' | 'warn' | 'error'", default: "'info'", text: 'How much is printed. `verbose` includes the browser console of the rendered page, which is the first place to look when a frame misbehaves.' },
  chromiumOptions: { name: 'chromiumOptions', type: 'ChromiumOptions', default: '{}', text: 'Flags for the headless browser: `gl` for the graphics backend, `ignoreCertificateErrors`, `disableWebSecurity` and `userAgent`.' },
  browserExecutable: { name: 'browserExecutable', type: 'string | null', default: 'null', text: 'Path to a browser to use instead of the one downloaded by `ensureBrowser()`. It must be a Chromium-based browser that supports the headless shell protocol.' },
  onProgress: { name: 'onProgress', type: '(progress: RenderProgressUpdate) => void', default: 'undefined', text: 'Called whenever more frames are rendered or encoded, with `renderedFrames`, `encodedFrames` and an overall `progress` from 0 to 1.' },
  cancelSignal: { name: 'cancelSignal', type: 'CancelSignal', default: 'undefined', text: 'A signal made with `makeCancelSignal()`. Calling its `cancel()` stops the render and rejects the promise with a cancellation error.' },
  outputLocation: { name: 'outputLocation', type: 'string | null', default: 'null', text: 'Where to write the file. When `null`, nothing is written and the result holds the file as a buffer instead.' },
  // cloud
  region: { name: 'region', type: 'AwsRegion', text: 'The region the function and bucket are in, for example `"eu-central-1"`. Every call that concerns a render must use the region the render was started in.' },
  functionName: { name: 'functionName', type: 'string', text: 'The name of a function deployed with `deployFunction()`. Its version must equal the version of `@framecraft/lambda` calling it.' },
  bucketName: { name: 'bucketName', type: 'string', text: 'The bucket that holds the render, as returned by the call that started it. Framecraft buckets are named `framecraft-` followed by a random suffix.' },
  renderId: { name: 'renderId', type: 'string', text: 'The id returned when the render was started. It is also the folder of the render in the bucket.' },
  privacy: { name: 'privacy', type: "'public' | 'private' | 'no-acl'", default: "'public'", text: 'Access rule of the output file. `private` files can only be read with credentials or a presigned URL; `no-acl` is for buckets that forbid access control lists.' },
  outName: { name: 'outName', type: 'string | { key: string; bucketName: string }', default: 'undefined', text: 'A file name for the output instead of `out.mp4`, or a key in another bucket. Writing to another bucket needs the extra permissions of the setup guide.' },
  downloadBehavior: { name: 'downloadBehavior', type: "{ type: 'play-in-browser' } | { type: 'download'; fileName: string | null }", default: "{ type: 'play-in-browser' }", text: 'What a browser does when the output link is opened. `download` sets the content-disposition header, optionally with a file name.' },
  maxRetries: { name: 'maxRetries', type: 'number', default: '1', text: 'How often a chunk that failed with a retryable error (a timeout, a lost connection) is attempted again before the whole render fails.' },
  forceBucketName: { name: 'forceBucketName', type: 'string | undefined', default: 'undefined', text: 'Use this bucket instead of the one Framecraft created in the region. The bucket must exist and the role must be allowed to write to it.' },
  serviceName: { name: 'serviceName', type: 'string', text: 'The name of a service deployed with `deployService()`. Names encode the Framecraft version, memory and CPU, so a service is only reused when all three match.' },
  cloudRegion: { name: 'region', type: 'GcpRegion', text: 'The Google Cloud region of the service and its bucket, for example `"us-east1"`. Regions without Cloud Run GPU or memory quota are refused.' },
  projectId: { name: 'projectId', type: 'string | undefined', default: 'undefined', text: 'The Google Cloud project. When left out it is read from the `FRAMECRAFT_GCP_PROJECT_ID` environment variable.' },
};

export const sharedErrors: Record<string, ErrorCase> = {
  noComposition: { error: 'Error: Could not find composition with ID', when: 'the bundle has no composition with that id. The message lists the ids it does have.' },
  delayRenderTimeout: { error: 'Error: A delayRender() was called but not cleared', when: 'a handle of `delayRender()` stayed open longer than `timeoutInMilliseconds`. The message names the label given to the handle.' },
  crfAndBitrate: { error: 'TypeError: crf and videoBitrate', when: 'both a `crf` and a `videoBitrate` are given; pick one of the two ways to set the quality.' },
  invalidCodec: { error: 'TypeError: Codec must be one of', when: 'the `codec` is not one of the supported values, or does not fit the output file extension.' },
  cancelled: { error: 'RenderCancelledError', when: 'the `cancelSignal` was cancelled before the render finished.' },
  browserLaunch: { error: 'Error: Failed to launch the browser', when: 'no usable browser was found and none could be downloaded, or the given `browserExecutable` does not start.' },
  awsRegion: { error: 'TypeError: Invalid region', when: 'the region is not one Framecraft supports on the serverless platform; the message lists the supported regions.' },
  versionMismatch: { error: 'Error: Version mismatch', when: 'the deployed function was deployed with a different version of `@framecraft/lambda` than the caller. Deploy a function for the new version.' },
  noCredentials: { error: 'Error: No AWS credentials found', when: 'neither `FRAMECRAFT_AWS_ACCESS_KEY_ID` and `FRAMECRAFT_AWS_SECRET_ACCESS_KEY` nor the standard AWS variables are set.' },
  accessDenied: { error: 'AccessDenied', when: 'the user or role lacks one of the permissions of the policy; `npx framecraft lambda policies validate` shows which.' },
  gcpRegion: { error: 'TypeError: Invalid Cloud Run region', when: 'the region is not one where Framecraft can deploy Cloud Run services; the message lists the valid ones.' },
  gcpCredentials: { error: 'Error: Google Cloud credentials missing', when: '`FRAMECRAFT_GCP_CLIENT_EMAIL`, `FRAMECRAFT_GCP_PRIVATE_KEY` or the project id are not set in the environment.' },
  notInComposition: { error: 'Error: useCurrentFrame() can only be called inside a component that was passed to <Composition> or <Player>', when: 'the component is rendered outside of a Framecraft context, for example in a plain test renderer.' },
  invalidPath: { error: 'Error: Malformed path data', when: 'the string is not valid SVG path data; the message shows the position where parsing stopped.' },
  playerNotMounted: { error: 'Error: The Player is not mounted', when: 'the method is called on a ref whose Player has not mounted yet or was unmounted.' },
};
