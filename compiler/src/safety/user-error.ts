/**
 * An error a person can act on (a bad option, a refused folder, a busy port): the CLI prints its
 * message as one line and exits 1, without a stack trace. Recognised by its `userFacing` flag
 * rather than by `instanceof`, because the CLI bundle and the runtime each load their own copy
 * of this class.
 */
export class UserError extends Error {
  readonly userFacing = true;
  /**
   * @param code stable id of the error class, e.g. `output/overlaps-sources`
   * @param message one line naming the file or option at fault and what is wrong
   */
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** Whether `error` is a {@link UserError} (from any copy of this module). */
export function isUserError(error: unknown): error is UserError {
  return typeof error === 'object' && error !== null && (error as { userFacing?: unknown }).userFacing === true;
}
