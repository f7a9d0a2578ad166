// More of @framecraft/lambda and @framecraft/cloudrun: webhook helpers, site and service
// helpers, and operational guides.
import type { GuideEntry, RefEntry } from '../types.js';

const lambda = '@framecraft/lambda';
const cloudrun = '@framecraft/cloudrun';

export const lambdaMoreApi: RefEntry[] = [
  {
    kind: 'ref', id: 'lambda/expresswebhook', title: 'expressWebhook()', pkg: lambda, since: '4.0',
    summary: 'Creates an Express route handler that validates Framecraft webhook requests and calls your functions for successful, failed and timed-out renders.',
    body: ['Writing a webhook endpoint means parsing JSON, checking the signature, answering quickly and dispatching by event type. This helper does all of it: mount it on a route, give it the secret and three callbacks, and only business logic remains.', 'The handler answers with status 200 as soon as the signature is valid and runs the callback afterwards, so slow callbacks never cause the webhook to be retried.'],
    signature: 'expressWebhook(options: { secret: string | null; onSuccess: (payload: WebhookSuccessPayload) => Promise<void> | void; onError: (payload: WebhookErrorPayload) => Promise<void> | void; onTimeout: (payload: WebhookTimeoutPayload) => Promise<void> | void }): RequestHandler',
    paramsHeading: 'Options',
    params: [
      { name: 'secret', type: 'string | null', text: 'The secret given in `webhook.secret` when starting renders; `null` skips validation, which is only acceptable in local testing.' },
      { name: 'onSuccess', type: '(payload) => void', text: 'Receives the render id, the output URL, the output size, the costs and the custom data.' },
      { name: 'onError', type: '(payload) => void', text: 'Receives the render id and the list of errors with their chunk and stack.' },
      { name: 'onTimeout', type: '(payload) => void', text: 'Receives the render id of a render that exceeded the function timeout.' },
    ],
    returns: 'An Express request handler. It expects the raw JSON body, so mount it before any body parser that changes the body.',
    example: "import express from 'express';\nimport { expressWebhook } from '@framecraft/lambda/client';\n\nconst app = express();\napp.post('/framecraft-webhook', express.json(), expressWebhook({\n  secret: process.env.WEBHOOK_SECRET!,\n  onSuccess: ({ renderId, outputUrl }) => db.renders.markDone(renderId, outputUrl),\n  onError: ({ renderId, errors }) => db.renders.markFailed(renderId, errors[0]?.message),\n  onTimeout: ({ renderId }) => db.renders.markFailed(renderId, 'timeout'),\n}));",
    errors: [{ error: '401 response', when: 'the signature header is missing or does not match; no callback runs.' }],
    see: ['lambda/webhooks', 'lambda/validatewebhooksignature', 'lambda/nextjswebhook'],
  },
  {
    kind: 'ref', id: 'lambda/nextjswebhook', title: 'appRouterWebhook()', pkg: lambda, since: '4.0',
    summary: 'Creates a route handler for frameworks with web-standard request handlers, such as the app router of popular React frameworks, that validates Framecraft webhooks and dispatches them.',
    body: ['It is the counterpart of `expressWebhook()` for handlers that receive a `Request` and return a `Response`. Export the result as the `POST` handler of a route file. Validation, status codes and dispatching behave the same as in the Express variant.'],
    signature: 'appRouterWebhook(options: { secret: string | null; onSuccess: ...; onError: ...; onTimeout: ... }): (req: Request) => Promise<Response>',
    paramsHeading: 'Options',
    params: [
      { name: 'secret', type: 'string | null', text: 'The webhook secret used when the renders were started.' },
      { name: 'onSuccess', type: '(payload) => void', text: 'Called for successful renders.' },
      { name: 'onError', type: '(payload) => void', text: 'Called for failed renders.' },
      { name: 'onTimeout', type: '(payload) => void', text: 'Called for renders that timed out.' },
    ],
    returns: 'A function from `Request` to `Response`, ready to export.',
    example: "// app/api/framecraft-webhook/route.ts\nexport const POST = appRouterWebhook({\n  secret: process.env.WEBHOOK_SECRET!,\n  onSuccess: async ({ renderId, outputUrl }) => { await notifyUser(renderId, outputUrl); },\n  onError: async ({ renderId }) => { await notifyFailure(renderId); },\n  onTimeout: async ({ renderId }) => { await notifyFailure(renderId); },\n});",
    errors: [{ error: '401 response', when: 'the signature does not match the secret.' }, { error: '400 response', when: 'the body is not valid JSON.' }],
    see: ['lambda/expresswebhook', 'lambda/webhooks'],
  },
  {
    kind: 'ref', id: 'lambda/getawsclient', title: 'getAwsClient()', pkg: lambda, since: '3.0',
    summary: 'Returns an AWS SDK client configured with the credentials and region Framecraft uses, for operations the Framecraft API does not cover.',
    body: ['Copying a finished render to another bucket, adding tags or reading CloudWatch metrics needs the SDK. Instead of configuring credentials twice, ask Framecraft for a client of the service you need; it reads the same `FRAMECRAFT_AWS_*` variables as every other call.'],
    signature: "getAwsClient<T extends 's3' | 'lambda' | 'cloudwatch' | 'iam' | 'servicequotas' | 'sts'>(options: { region: AwsRegion; service: T }): { client: ClientFor<T>; sdk: SdkFor<T> }",
    paramsHeading: 'Options',
    params: ['region', { name: 'service', type: "'s3' | 'lambda' | 'cloudwatch' | 'iam' | 'servicequotas' | 'sts'", text: 'The service to get a client for.' }],
    returns: 'The `client` instance and the `sdk` module it comes from, whose command classes the client accepts.',
    example: "const { client, sdk } = getAwsClient({ region: 'eu-central-1', service: 's3' });\nawait client.send(new sdk.CopyObjectCommand({ Bucket: 'archive', Key: `${renderId}.mp4`, CopySource: `${bucketName}/renders/${renderId}/out.mp4` }));",
    errors: ['awsRegion', 'noCredentials'],
    see: ['lambda/presignurl', 'lambda/setup'],
  },
];

export const lambdaMoreGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'lambda/disk-size', title: 'Disk size on Lambda',
    summary: 'Each rendering function has a temporary disk for downloaded assets, frames and the encoded chunk. Renders that use large source videos can run out of it, and this page explains how to size it.',
    sections: [
      ['What uses the disk', 'Videos used by `<OffthreadVideo>` are downloaded in full to the function\'s disk before frames are extracted. The chunk being encoded and, on the orchestrating function, the combined output also live there.'],
      ['Sizing', 'Add up the largest source videos one chunk needs, plus twice the expected output size for the orchestrator. Deploy a function with `diskSizeInMb` above that total. Disk above 512 MB is billed, but cheaply compared to memory.'],
      ['Symptoms', 'A render that fails with an error mentioning no space left on device needs more disk. The message names the function and the chunk, so it is clear which part ran out.'],
    ],
    see: ['lambda/deployfunction', 'lambda/limits', 'lambda/troubleshooting'],
  },
  {
    kind: 'guide', id: 'lambda/storage', title: 'Storage and buckets',
    summary: 'Everything a cloud render produces lives in the Framecraft bucket of its region: deployed sites, render progress files, chunks and outputs. Knowing the layout helps with cleaning up and with permissions.',
    sections: [
      ['Layout', 'Sites are stored under `sites/<site-name>/`. Each render has a folder `renders/<render-id>/` with its progress file, its chunks while rendering, and the output, named `out` with the codec\'s extension unless `outName` says otherwise.'],
      ['Expiry', 'With folder expiry enabled on the bucket, renders started with a `deleteAfter` value are deleted automatically after one, three, seven or thirty days. Sites never expire.'],
      ['Custom buckets', 'Outputs can be written to a bucket of your own with `outName: { bucketName, key }`. The rendering role then needs write permission on that bucket as well.'],
    ],
    see: ['lambda/getorcreatebucket', 'lambda/deleterender', 'lambda/cost'],
  },
  {
    kind: 'guide', id: 'lambda/upgrading', title: 'Upgrading cloud rendering',
    summary: 'A deployed function and the client package must have the same version. Upgrading without downtime means running both versions side by side for a short time.',
    sections: [
      ['Order of steps', 'Upgrade the packages, deploy a function for the new version, deploy the site again, and only then release the application code that calls the new function. Renders in flight on the old function finish normally.'],
      ['Cleaning up', 'Once no render uses the old version, delete its function. Old sites can stay if they are still referenced, for example by scheduled renders of an older template.'],
      ['Automating', 'A deploy script that calls `deployFunction()` and `deploySite()` with fixed settings is idempotent: it reuses what exists and creates what is missing, so it can run on every release.'],
    ],
    see: ['lambda/deployfunction', 'lambda/deploysite', 'cli/upgrade'],
  },
  {
    kind: 'guide', id: 'lambda/checklist', title: 'Production checklist',
    summary: 'Before relying on cloud rendering for a product, go through this list. Each item prevents a class of failures seen in real deployments.',
    sections: [
      ['Limits', 'Request a higher concurrency limit if more than a few renders may run at once. Check the expected chunk count per render against it.'],
      ['Reliability', 'Use webhooks for completion instead of keeping a request open. Set `maxRetries` to at least 1 so that a transient failure of one chunk does not fail the render.'],
      ['Cost control', 'Enable folder expiry and render outputs with a `deleteAfter` value, or copy and delete them. Log the costs of each render to spot expensive templates.'],
      ['Security', 'Render private outputs and hand out presigned URLs. Keep secrets out of input props; pass them as environment variables.'],
    ],
    see: ['lambda/limits', 'lambda/webhooks', 'lambda/cost', 'lambda/presignurl'],
  },
  {
    kind: 'guide', id: 'lambda/faq', title: 'Lambda FAQ',
    summary: 'Questions that come up when moving rendering to the serverless platform, with short answers.',
    sections: [
      ['Is it faster than rendering locally?', 'For videos longer than a few seconds, yes: the work is split across many functions. Very short videos can be slower because of cold starts, which take a second or two.'],
      ['Can I use GPU features?', 'No. Functions have no GPU, so WebGL runs in software. Scenes with heavy 3D render correctly but slowly; Cloud Run with a GPU is an alternative.'],
      ['Does it work with any account?', 'Yes, with the permissions from the setup guide. Accounts in organisations with service control policies may need an administrator to allow the listed actions.'],
    ],
    see: ['lambda', 'cloudrun/choosing', 'lambda/limits'],
  },
];

export const cloudrunMoreApi: RefEntry[] = [
  {
    kind: 'ref', id: 'cloudrun/getsites', title: 'getSites() on Cloud Run', pkg: cloudrun, since: '4.0',
    summary: 'Lists the sites deployed to the Framecraft bucket of a Google Cloud region.',
    body: ['Each entry holds the site\'s name, its serve URL, its size and its bucket. Use the list to find the URL of an earlier deploy or to remove sites that are no longer rendered from.'],
    signature: 'getSites(options: { region: GcpRegion }): Promise<{ sites: { id: string; serveUrl: string; sizeInBytes: number; bucketName: string; lastModified: number }[] }>',
    paramsHeading: 'Options',
    params: ['cloudRegion'],
    returns: 'The `sites` of the region, sorted by last modification, newest first.',
    example: "const { sites } = await getSites({ region: 'us-east1' });\nconsole.table(sites.map((s) => ({ id: s.id, mb: (s.sizeInBytes / 1e6).toFixed(1) })));",
    errors: ['gcpRegion', 'gcpCredentials'],
    see: ['cloudrun/deploysite', 'cloudrun/deletesite'],
  },
  {
    kind: 'ref', id: 'cloudrun/deletesite', title: 'deleteSite() on Cloud Run', pkg: cloudrun, since: '4.0',
    summary: 'Deletes a site from the Framecraft bucket of a Google Cloud region.',
    body: ['All files of the site are removed and the freed bytes reported. Renders that use the site\'s serve URL afterwards fail when the container tries to open it, so delete only sites nobody renders from.'],
    signature: 'deleteSite(options: { bucketName: string; siteName: string }): Promise<{ totalSizeInBytes: number }>',
    paramsHeading: 'Options',
    params: [{ name: 'bucketName', type: 'string', text: 'The bucket holding the site.' }, { name: 'siteName', type: 'string', text: 'The site\'s id as listed by `getSites()`.' }],
    returns: 'The number of bytes deleted.',
    example: "await deleteSite({ bucketName, siteName: 'preview-branch-42' });",
    errors: ['gcpCredentials', { error: 'Error: Site not found', when: 'no site with that name exists in the bucket.' }],
    see: ['cloudrun/getsites', 'cloudrun/cli/sites'],
  },
  {
    kind: 'ref', id: 'cloudrun/getserviceinfo', title: 'getServiceInfo()', pkg: cloudrun, since: '4.0',
    summary: 'Returns the version, resources and URL of one deployed Cloud Run service.',
    body: ['Health checks of an application can confirm at start-up that the service it will call exists and matches the client version, instead of discovering a mismatch on the first render.'],
    signature: 'getServiceInfo(options: { region: GcpRegion; serviceName: string }): Promise<ServiceInfo>',
    paramsHeading: 'Options',
    params: ['cloudRegion', 'serviceName'],
    returns: 'A `ServiceInfo` with `serviceName`, `version`, `cpuLimit`, `memoryLimit`, `timeoutInSeconds` and `uri`.',
    example: "const info = await getServiceInfo({ region: 'us-east1', serviceName });\nif (info.version !== VERSION) throw new Error('Deploy a service for this version first');",
    errors: ['gcpRegion', { error: 'Error: Service not found', when: 'no service of that name exists in the region.' }],
    see: ['cloudrun/getservices', 'cloudrun/deployservice'],
  },
];

export const cloudrunMoreGuides: GuideEntry[] = [
  {
    kind: 'guide', id: 'cloudrun/cost', title: 'Cost of Cloud Run rendering',
    summary: 'Cloud Run bills CPU and memory per second while a container handles a request, plus storage for sites and outputs. A render costs roughly its duration times the size of the service.',
    sections: [
      ['Estimating', 'Render a representative video and note its duration. Multiply by the per-second price of the service\'s CPUs and memory in the region. Doubling the CPUs roughly halves the duration, so the price per render stays similar while renders get faster.'],
      ['Idle costs', 'With a minimum of zero instances, idle services cost nothing. Each warm instance kept with `minInstances` is billed continuously at a reduced idle rate.'],
      ['Storage', 'Outputs stay in the bucket until deleted. Add a lifecycle rule to the bucket that deletes renders after some days, or copy and delete them after each render.'],
    ],
    see: ['cloudrun/deployservice', 'lambda/cost'],
  },
  {
    kind: 'guide', id: 'cloudrun/upgrading', title: 'Upgrading Cloud Run rendering',
    summary: 'Services are tied to the Framecraft version that deployed them. An upgrade deploys new services next to the old ones and moves traffic once they are ready.',
    sections: [
      ['Steps', 'Upgrade the packages, deploy a service and the site with the new version, release the application code that uses the new service name, then delete the old service. Renders in progress on the old service complete normally.'],
      ['Service names', 'Because names encode the version, the application needs the new name. Computing it with `speculateServiceName()` from the installed version makes this automatic.'],
    ],
    see: ['cloudrun/deployservice', 'cloudrun/speculateservicename', 'cli/upgrade'],
  },
];
