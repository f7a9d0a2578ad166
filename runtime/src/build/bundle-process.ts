import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLER_ALLOCATOR_ENV } from './bundler-memory.js';
import { deserializeError, type BundleChildMessage, type BundleParentMessage } from './bundle-messages.js';
import type { BundleProgress, BundleRequest, BundleResult } from './bundle-site.js';

/**
 * The bundler's process module (`bundle-child.js`, compiled beside this one), or null when this
 * runs from the TypeScript sources (tests), where there is none: the build then bundles in its
 * own process.
 */
export function bundlerChildFile(): string | null {
  const file = fileURLToPath(new URL('./bundle-child.js', import.meta.url));
  return existsSync(file) ? file : null;
}

/**
 * A bundler process started ahead of its work ({@link startBundler}): it loads Vite while the
 * build plans the site's data, then {@link bundle} sends it the request.
 */
export interface Bundler {
  /**
   * Bundles the site in the bundler's process (see `bundleSite`); the process exits after.
   * @param readChunkText answers the bundler's questions for content chunks (partials used as values)
   * @throws the bundler's error as `bundleSite` throws it (a `UserError` keeps its code and
   *   message); an Error naming the exit code or signal when the process ends without an answer
   */
  bundle(request: BundleRequest, readChunkText: (hash: string) => string | undefined, progress: BundleProgress): Promise<BundleResult>;
  /** Ends the process if it still runs (a build that found its bundles cached, or failed); resolves once it has exited. */
  close(): Promise<void>;
}

/**
 * Forks the bundler's process (`bundle-child.ts`) with Rolldown's allocator settings
 * (`BUNDLER_ALLOCATOR_ENV`, unless set) and this process's environment (`NODE_ENV` included).
 * Its output goes to this process's stdout and stderr (Vite's warnings).
 *
 * @param file the module to run (default {@link bundlerChildFile}; tests pass their own)
 */
export function startBundler(file: string): Bundler {
  const child: ChildProcess = fork(file, [], {
    env: { ...BUNDLER_ALLOCATOR_ENV, ...process.env },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // A failure to start (no such file, no resources) shows as the exit below.
  child.on('error', () => {});
  let used = false;
  return {
    bundle(request, readChunkText, progress) {
      if (used) throw new Error('A bundler process bundles once.');
      used = true;
      return new Promise<BundleResult>((resolve, reject) => {
        let answered = false;
        child.on('message', (message: BundleChildMessage) => {
          if (message.type === 'log') progress.log(message.message);
          else if (message.type === 'client-done') progress.clientDone();
          else if (message.type === 'chunk') {
            let answer: BundleParentMessage;
            try {
              answer = { type: 'chunk', hash: message.hash, text: readChunkText(message.hash) };
            } catch (error) {
              answer = { type: 'chunk', hash: message.hash, error: (error as Error).message };
            }
            child.send(answer);
          } else {
            answered = true;
            if (message.type === 'done') resolve(message.result);
            else reject(deserializeError(message.error));
          }
        });
        void exited.then(({ code, signal }) => {
          if (!answered) reject(new Error(`The bundler's process (${file}) ended ${signal ? `by ${signal}` : `with exit code ${code}`} before it finished bundling.`));
        });
        child.send({ type: 'bundle', request } satisfies BundleParentMessage, (error) => {
          if (error) child.kill('SIGKILL');
        });
      });
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
