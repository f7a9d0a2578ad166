/**
 * Test support (not built into dist): the {@link CompileError} that `f` throws. Fails the test
 * when `f` returns, and rethrows any other error, so a wrong kind of failure is never taken
 * for the expected one.
 */
import { CompileError } from '../diagnostics/index.js';

export function errorOf(f: () => unknown): CompileError {
  try {
    f();
  } catch (e) {
    if (e instanceof CompileError) return e;
    throw e;
  }
  throw new Error('expected a CompileError');
}
