import { describe, expect, it } from 'vitest';
import { MissingDefaultExportError, defaultExport } from './loadable.js';

describe('defaultExport', () => {
  it('returns the default export', () => {
    const C = () => null;
    expect(defaultExport({ default: C }, 'x')).toBe(C);
  });
  it('throws for a module without a default export', () => {
    expect(() => defaultExport({ named: 1 }, 'src/pages/a.tsx')).toThrow(MissingDefaultExportError);
    expect(() => defaultExport({}, 'src/pages/a.tsx')).toThrow(/src\/pages\/a\.tsx has no default export/);
    expect(() => defaultExport(null, 'x')).toThrow(MissingDefaultExportError);
  });
});
