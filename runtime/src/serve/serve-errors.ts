import path from 'node:path';
import { UserError } from '@sitegraph/compiler/safety';

/** The error for `serve` on a folder that does not exist or is not a folder. */
export function missingSiteError(dir: string): UserError {
  return new UserError('serve/missing-folder', `No built site in ${path.resolve(dir)}: the folder does not exist. Run "sitegraph build" first, or pass the output folder (sitegraph serve <dist>).`);
}

/**
 * A one-line error for a server that could not listen: the port in use, a port that needs
 * privileges, or a host that is not this machine's; other errors are returned as they are.
 */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new UserError('serve/port-in-use', `Port ${port} on ${host} is already in use; stop the other server or pass another --port (0 picks a free one).`);
    case 'EACCES':
      return new UserError('serve/port-denied', `Not allowed to listen on port ${port} on ${host} (ports below 1024 need privileges); pass another --port.`);
    case 'EADDRNOTAVAIL':
      return new UserError('serve/bad-host', `Cannot listen on ${host}: not an address of this machine.`);
    default:
      return error;
  }
}
