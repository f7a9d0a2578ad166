import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, loadSite } from '@sitegraph/compiler';
import { compareWithGolden, formatConformanceReport, projectGraph, SECTION_NAMES } from '@sitegraph/compiler/conformance';
import { goldenCorpora } from './corpora.js';

// Every section of every golden: docs (issue #2) and blog-like instances (issue #4).
describe.each(goldenCorpora())('conformance with Docusaurus 3.7.0: $name', ({ dir, golden }) => {
  it('matches the golden in every section', async () => {
    const { graph } = compile(await loadSite(dir), { continueOnError: true });
    const report = compareWithGolden(projectGraph(graph, path.basename(dir)), golden(), SECTION_NAMES);
    expect(report.failed, formatConformanceReport(report)).toBe(0);
    expect(report.passed).toBeGreaterThan(0);
  });
});
