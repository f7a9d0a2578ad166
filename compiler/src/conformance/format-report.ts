import type { ConformanceReport } from './compare.js';

/**
 * Formats a conformance report for a terminal: one line per section, its first differences
 * indented below it, and the closing line `N passed, M failed`.
 */
export function formatConformanceReport(report: ConformanceReport): string {
  const lines: string[] = [];
  for (const [name, s] of Object.entries(report.sections)) {
    lines.push(`${s.failed ? '✗' : '✓'} ${name}: ${s.passed} passed, ${s.failed} failed`);
    for (const f of s.differences) {
      lines.push(`    ${f.kind} ${f.key}`);
      for (const d of f.differences) {
        lines.push(`      ${d.path}: expected ${show(d.expected)}, got ${show(d.actual)}`);
      }
    }
  }
  lines.push(`${report.passed} passed, ${report.failed} failed`);
  return lines.join('\n');
}

function show(v: unknown): string {
  if (v === undefined) return '(nothing)';
  const s = JSON.stringify(v);
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}
