import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('markdown public API', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_ADMONITION_KEYWORDS',
      'DEFAULT_MAGIC_COMMENTS',
      'DEFAULT_TOC_LEVELS',
      'DEFAULT_TRUNCATE_MARKER',
      'MARKDOWN_OUTPUT_VERSION',
      'MARKDOWN_PLUGIN_OPTIONS',
      'StaticFunction',
      'admonitionTitleToLabel',
      'cachedResultIsCurrent',
      'codeBlockTitle',
      'compileMarkdown',
      'compileMarkdownAsync',
      'createHeadingSlugger',
      'deserializeCompiledMarkdown',
      'escapeHeadingIds',
      'escapeHtml',
      'evaluateStatic',
      'filterToc',
      'frontMatterFormat',
      'headingToHtml',
      'lineNumbersStart',
      'markdownCacheKey',
      'markdownFormat',
      'parseCodeLines',
      'parseHeadingId',
      'parseRange',
      'pluginListsIdentity',
      'preprocessMarkdown',
      'programExpression',
      'serializeCompiledMarkdown',
      'tocLevelsFor',
      'treeifyToc',
      'unwrapMdxCodeBlocks',
    ]);
  });
});
