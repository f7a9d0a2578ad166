import { canonicalize, type Json } from '../json/index.js';
import { deepDiff, type Difference } from './deep-diff.js';
import type { Golden } from './golden.js';
import { SECTION_NAMES, sectionEntries, type SectionName } from './sections.js';

/** One entry that did not match, with where it differs. */
export interface EntryFailure {
  key: string;
  /** `missing`: in the golden, not in ours; `unexpected`: in ours only; `different`: both, unequal. */
  kind: 'missing' | 'unexpected' | 'different';
  differences: Difference[];
}

/** Result for one section. */
export interface SectionReport {
  passed: number;
  failed: number;
  /** The first failures (at most `maxFailures` of the comparison). */
  differences: EntryFailure[];
}

/** Result of comparing a projection with a golden. */
export interface ConformanceReport {
  sections: Record<string, SectionReport>;
  passed: number;
  failed: number;
}

/**
 * Compares our projection with a Docusaurus golden, section by section ({@link SECTION_NAMES}).
 * Every golden entry counts once: passed when ours is deep-equal, failed otherwise; an entry
 * only we have counts as failed too. A section we do not produce therefore fails, never skips.
 *
 * @param sections the sections to compare (default: all)
 * @param maxFailures how many failures each section lists
 */
export function compareWithGolden(
  ours: Partial<Golden>,
  golden: Partial<Golden>,
  sections: readonly SectionName[] = SECTION_NAMES,
  maxFailures = 10,
): ConformanceReport {
  const report: ConformanceReport = { sections: {}, passed: 0, failed: 0 };
  for (const section of sections) {
    const expected = new Map(sectionEntries(golden, section));
    const actual = new Map(sectionEntries(ours, section));
    const s: SectionReport = { passed: 0, failed: 0, differences: [] };
    const failures: EntryFailure[] = [];
    for (const [key, e] of expected) {
      if (!actual.has(key)) {
        failures.push({ key, kind: 'missing', differences: [] });
        continue;
      }
      const differences = deepDiff(canonicalize(e), canonicalize(actual.get(key) as Json));
      if (differences.length) failures.push({ key, kind: 'different', differences });
      else s.passed++;
    }
    for (const key of actual.keys()) if (!expected.has(key)) failures.push({ key, kind: 'unexpected', differences: [] });
    s.failed = failures.length;
    s.differences = failures.slice(0, maxFailures);
    report.sections[section] = s;
    report.passed += s.passed;
    report.failed += s.failed;
  }
  return report;
}
