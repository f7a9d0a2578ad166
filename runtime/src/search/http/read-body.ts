import type { IncomingMessage } from 'node:http';

/** Largest request body accepted (bytes); larger ones are answered 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** A body that could not be read: status and message for the JSON error. */
export class BodyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Reads a request body as UTF-8 text, at most `MAX_BODY_BYTES` (a declared `Content-Length`
 * above it is refused before reading).
 *
 * @throws BodyError 413 when larger, 400 when the stream fails
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new BodyError(413, `Request body larger than ${limit} bytes`));
  }
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(new BodyError(413, `Request body larger than ${limit} bytes`));
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(parts).toString('utf8'));
    });
    req.on('error', () => {
      if (!done) reject(new BodyError(400, 'Request body could not be read'));
      done = true;
    });
  });
}
