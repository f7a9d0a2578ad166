import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { report } from './report.js';

describe('report', () => {
  const problem = { code: 'blog/x', message: 'msg', file: 'blog/a.md', line: 3 };
  it('maps each severity', () => {
    expect(report('ignore', problem)).toEqual([]);
    expect(report('log', problem)).toEqual([{ level: 'info', ...problem }]);
    expect(report('warn', problem)).toEqual([{ level: 'warning', ...problem }]);
    expect(() => report('throw', problem)).toThrow(CompileError);
  });
  it('leaves unknown places out', () => {
    expect(report('warn', { code: 'c', message: 'm' })).toEqual([{ level: 'warning', code: 'c', message: 'm' }]);
  });
});
