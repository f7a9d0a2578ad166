/**
 * Worker thread of {@link OutputCompressor} (compress-output.ts): compresses the files it is
 * sent, one at a time in the order sent, and on `flush` reports what the copies made since the
 * last flush weigh. A failure is reported once, and the worker then ignores the files after it.
 *
 * Messages in: `{ root, rel }` (a file to compress), `{ flush: n }`. Out: `{ flushed: n,
 * copies: [rel, FileCopies | null][] }`, `{ error, stack }`.
 */
import { parentPort } from 'node:worker_threads';
import { compressFile, type FileCopies } from './compress-file.js';

type Message = { root: string; rel: string } | { flush: number };

let chain = Promise.resolve();
let failed = false;
let copies: [string, FileCopies | null][] = [];

parentPort!.on('message', (message: Message) => {
  chain = chain.then(async () => {
    if ('flush' in message) {
      parentPort!.postMessage({ flushed: message.flush, copies });
      copies = [];
      return;
    }
    if (failed) return;
    try {
      copies.push([message.rel, await compressFile(message.root, message.rel)]);
    } catch (error) {
      failed = true;
      parentPort!.postMessage({ error: `Precompressing ${message.rel} failed: ${(error as Error)?.message ?? String(error)}`, stack: (error as Error)?.stack });
    }
  });
});
