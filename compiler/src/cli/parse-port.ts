import { UsageError } from './usage-error.js';

/**
 * Parses a `--port` value: an integer from 0 (any free port) to 65535.
 *
 * @throws UsageError `cli/bad-port` naming the value (the CLI exits with 2)
 */
export function parsePort(text: string): number {
  const port = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError('cli/bad-port', `--port ${JSON.stringify(text)} is not a port: give a whole number from 0 (any free port) to 65535.`);
  }
  return port;
}
