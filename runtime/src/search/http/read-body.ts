import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** Largest search request body accepted (bytes); larger ones are answered 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Largest write call body accepted (bytes): a `batch` of 1,000 records (`search push`'s default) fits. */
export const MAX_WRITE_BODY_BYTES = 10 * 1024 * 1024;

/** A body that could not be read: status and message for the JSON error. */
export class BodyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes (a declared `Content-Length` above
 * it is refused before reading). A `Content-Encoding: gzip` body (the official client's
 * `compression: 'gzip'`) is inflated, to at most `limit` bytes as well.
 *
 * @throws BodyError 413 when larger, 415 for another encoding, 400 when the stream or gzip data fails
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') {
    req.resume();
    return Promise.reject(new BodyError(415, `Content-Encoding ${encoding} is not supported (gzip or none)`));
  }
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
      if (done) return;
      const body = Buffer.concat(parts);
      if (encoding === 'identity') return resolve(body.toString('utf8'));
      try {
        resolve(gunzipSync(body, { maxOutputLength: limit }).toString('utf8'));
      } catch (error) {
        const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
        reject(tooLarge ? new BodyError(413, `Request body larger than ${limit} bytes once inflated`) : new BodyError(400, 'Request body is not valid gzip data'));
      }
    });
    req.on('error', () => {
      if (!done) reject(new BodyError(400, 'Request body could not be read'));
      done = true;
    });
  });
}
