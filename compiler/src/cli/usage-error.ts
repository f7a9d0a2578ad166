import { UserError } from '../safety/index.js';

/**
 * A command line the CLI cannot run as given (an option's value, a missing argument): `main`
 * prints it like any {@link UserError} and exits with 2, the usage-error code, instead of 1.
 */
export class UsageError extends UserError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'UsageError';
  }
}
