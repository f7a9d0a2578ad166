import { describe, expect, it } from 'vitest';
import { CompileError, errorDiagnostic, isCompileError } from './diagnostic.js';

describe('isCompileError', () => {
  it('knows a CompileError of this copy of the package and of another one, and nothing else', () => {
    const diagnostics = [errorDiagnostic('links/broken-link', 'Broken link', { file: 'src/pages/a.tsx' })];
    expect(isCompileError(new CompileError(diagnostics))).toBe(true);
    // What the runtime's build throws when it imports another copy of the compiler than the CLI's bundle.
    class OtherCompileError extends Error {
      readonly diagnostics = diagnostics;
      override name = 'CompileError';
    }
    expect(isCompileError(new OtherCompileError('x'))).toBe(true);
    expect(isCompileError(Object.assign(new Error('x'), { name: 'CompileError' }))).toBe(false);
    expect(isCompileError(new Error('x'))).toBe(false);
    expect(isCompileError({ name: 'CompileError', diagnostics })).toBe(false);
  });
});
