import { describe, expect, it } from 'vitest';
import type { DocMetadata } from './doc-metadata.js';
import { tagPageDocIds, versionTags } from './version-tags.js';

const tag = (label: string, inline = true) => ({ label, permalink: `/docs/tags/${label.toLowerCase()}`, description: null, inline });
const doc = (id: string, tags: ReturnType<typeof tag>[], unlisted = false) => ({ id, tags, unlisted }) as unknown as DocMetadata;

describe('versionTags', () => {
  const tags = versionTags([
    doc('guides/audio/ducking', [tag('Concepts', false)], true),
    doc('guides/compositions', [tag('Concepts', false), tag('Perf')]),
    doc('hidden/experiments', [tag('Experimental')], true),
  ]);

  it('orders tags by first use along the docs and splits listed from unlisted docs (features current)', () => {
    expect(tags).toEqual([
      { label: 'Concepts', permalink: '/docs/tags/concepts', description: null, inline: false, docIds: ['guides/compositions'], unlistedDocIds: ['guides/audio/ducking'], unlisted: false },
      { label: 'Perf', permalink: '/docs/tags/perf', description: null, inline: true, docIds: ['guides/compositions'], unlistedDocIds: [], unlisted: false },
      { label: 'Experimental', permalink: '/docs/tags/experimental', description: null, inline: true, docIds: [], unlistedDocIds: ['hidden/experiments'], unlisted: true },
    ]);
  });

  it('lists the listed docs on a tag page, or all docs of an unlisted tag', () => {
    expect(tags.map(tagPageDocIds)).toEqual([['guides/compositions'], ['guides/compositions'], ['hidden/experiments']]);
  });
});
