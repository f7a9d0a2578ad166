/**
 * The bundler's own process (`bundle-process.ts` forks it): bundles a site with
 * {@link bundleSite}, so that the native memory Rolldown keeps after bundling (≈ 70–80 MB on the
 * 600-doc bench tree) leaves with this process instead of staying under the prerender.
 *
 * It loads Vite as soon as it starts (the parent starts it before the data plan when it knows it
 * will bundle), then waits for one request. Messages in (IPC, advanced serialization):
 * `{ type: 'bundle', request }`, `{ type: 'chunk', hash, text }` (the answer to a chunk
 * question). Out: `{ type: 'log', message }`, `{ type: 'client-done' }`,
 * `{ type: 'chunk', hash }` (the text of a content chunk, for a partial used as a value),
 * `{ type: 'done', result }`, `{ type: 'failed', error }` (see `serializeError`). It exits when
 * its work is done or when the parent goes away.
 */
import { bundleSite, type BundleRequest } from './bundle-site.js';
import { serializeError, type BundleChildMessage, type BundleParentMessage } from './bundle-messages.js';

const send = (message: BundleChildMessage): void => {
  process.send?.(message);
};

let finished = false;
// The parent ended (or was killed): nothing here is worth finishing, and its temporary folders are gone.
process.on('disconnect', () => process.exit(finished ? 0 : 1));

type ChunkAnswer = { resolve: (text: string | undefined) => void; reject: (error: Error) => void };
const chunkAnswers = new Map<string, ChunkAnswer[]>();
const readChunkText = (hash: string): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const waiting = chunkAnswers.get(hash);
    if (waiting) waiting.push({ resolve, reject });
    else {
      chunkAnswers.set(hash, [{ resolve, reject }]);
      send({ type: 'chunk', hash });
    }
  });

// Loaded while the parent plans the site's data (the import is most of a start's cost).
const loading = Promise.all([import('vite'), import('./vite-config.js'), import('./theme-plugin.js')]);

async function run(request: BundleRequest): Promise<void> {
  let answer: BundleChildMessage;
  try {
    await loading;
    const result = await bundleSite(request, readChunkText, { log: (message) => send({ type: 'log', message }), clientDone: () => send({ type: 'client-done' }) });
    answer = { type: 'done', result };
  } catch (error) {
    answer = { type: 'failed', error: serializeError(error) };
  }
  finished = true;
  // Disconnected once the answer is sent: the process then exits (Rolldown's threads do not hold it).
  process.send!(answer, () => process.disconnect());
}

process.on('message', (message: BundleParentMessage) => {
  if (message.type === 'bundle') void run(message.request);
  else if (message.type === 'chunk') {
    for (const waiting of chunkAnswers.get(message.hash) ?? []) {
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.text);
    }
    chunkAnswers.delete(message.hash);
  }
});
