import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { goldenLinkReport } from './golden-link-report.test-support.js';

/**
 * The broken-link report of each corpus (its docs, posts and Markdown pages checked against the
 * routes Docusaurus 3.7.0 computed, with the site's onBroken* options), pinned. Every entry is a
 * real problem of the content; a few were checked by hand against the sources:
 * - remotion-2022 `docs/lambda/getrenderprogress.md:32` links `/docs/lambda/renderMediaonlambda`;
 *   the route is `/docs/lambda/rendermediaonlambda` and the checker compares case-sensitively
 *   (an error: remotion's `onBrokenLinks` is `throw`);
 * - remotion-2022 `/docs/player/#showvolumecontrols`: that heading is on `/docs/player/api`;
 * - redux `/api/store#getState`: the heading `### getState()` has the id `getstate`;
 * - redux `#ecosystem` on the Ecosystem page: the only heading with that text is the h1, which
 *   the theme renders without an id;
 * - redux `./Actions.md#actions-reducer-mappings`: no such heading or anchor any more.
 */
const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

function entry(d: Diagnostic): string {
  const target = d.message.slice(d.message.indexOf('→ ') + 2).replace(/ \(resolved as .*\)$/, '');
  return `${d.level} ${d.code} ${d.file}:${d.line} → ${target}`;
}

const expected: Record<string, string[]> = {
    features: [],
    'remotion-2022': [
      'warning links/broken-anchor blog/2021-02-13-remotion-1-2.md:16 → /docs/cli#flags',
      'warning links/broken-anchor blog/2021-02-13-remotion-1-2.md:16 → /docs/ssr#render-a-video-programmatically',
      'warning links/broken-anchor blog/2021-02-13-remotion-1-2.md:17 → /docs/cli#flags',
      'warning links/broken-anchor blog/2021-02-26-remotion-1-4.md:18 → /docs/cli#flags',
      'warning links/broken-anchor blog/2021-04-15-remotion-2-0.md:34 → /docs/cli#flags',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:92 → /docs/player/#showvolumecontrols',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:94 → /docs/player/#getvolume',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:94 → /docs/player/#setvolume',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:94 → /docs/player/#mute',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:94 → /docs/player/#unmute',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:94 → /docs/player/#ismuted',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:98 → /docs/player/#timeupdate',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:98 → /docs/player/#seeked',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:100 → /docs/player/#clicktoplay',
      'warning links/broken-anchor blog/2021-07-09-remotion-2-2.md:104 → /docs/player/#doubleclicktofullscreen',
      'warning links/broken-anchor docs/chromium-flags.md:108 → /docs/cli#gl',
      'warning links/broken-anchor docs/cli/compositions.md:46 → /docs/config#setPort',
      'warning links/broken-anchor docs/cli/compositions.md:50 → /docs/config#setFfmpegExecutable',
      'warning links/broken-anchor docs/cli/compositions.md:54 → /docs/config#setFfprobeExecutable',
      'warning links/broken-anchor docs/cli/preview.md:36 → /docs/config#setPort',
      'warning links/broken-anchor docs/cli/render.md:106 → /docs/config#setPort',
      'warning links/broken-anchor docs/cli/render.md:110 → /docs/config#setFfmpegExecutable',
      'warning links/broken-anchor docs/cli/render.md:116 → /docs/config#setFfprobeExecutable',
      'warning links/broken-anchor docs/cli/still.md:68 → /docs/config#setPort',
      'warning links/broken-anchor docs/cli/still.md:72 → /docs/config#setFfmpegExecutable',
      'warning links/broken-anchor docs/cli/still.md:76 → /docs/config#setFfprobeExecutable',
      'warning links/broken-anchor docs/get-input-props.md:8 → /docs/ssr#render-a-video-programmatically',
      'error links/broken-link docs/lambda/getrenderprogress.md:32 → /docs/lambda/renderMediaonlambda',
      'warning links/broken-anchor docs/renderer/render-still.md:16 → /docs/ssr/#render-a-video-programmatically',
      'warning links/broken-anchor docs/scaling.md:18 → /docs/render-still#scale',
      'warning links/broken-anchor docs/scaling.md:18 → /docs/render-frames#scale',
      'warning links/broken-anchor docs/ssr-legacy.md:154 → /docs/parametrized-rendering#passing-props-in-github-actions',
      'warning links/broken-anchor docs/ssr.md:104 → /docs/parametrized-rendering#passing-props-in-github-actions',
      'warning links/broken-anchor docs/stills.md:18 → /docs/cli/#npx-remotion-still',
      'warning links/broken-anchor docs/timeout.md:67 → /docs/render-still#timeoutinmilliseconds',
      'warning links/broken-anchor docs/timeout.md:67 → /docs/render-frames#timeoutinmilliseconds',
      'warning links/broken-anchor docs/timeout.md:67 → /docs/get-compositions#timeoutinmilliseconds',
      'warning links/broken-anchor docs/wrong-composition-mount.md:115 → /docs/player/api#component',
    ],
    'redux': [
      'warning links/broken-anchor docs/faq/CodeStructure.md:58 → /style-guide/##structure-files-as-feature-folders-with-single-file-logic',
      'warning links/broken-anchor docs/faq/CodeStructure.md:60 → /faq/actions#actions-reducer-mappings',
      'warning links/broken-anchor docs/faq/CodeStructure.md:152 → /faq/organizing-state#organizing-state-non-serializable',
      'warning links/broken-anchor docs/faq/DesignDecisions.md:11 → /faq/performance#performance-update-events',
      'warning links/broken-anchor docs/faq/DesignDecisions.md:31 → /faq/performance#performance-update-events',
      'warning links/broken-anchor docs/faq/DesignDecisions.md:42 → /faq/organizing-state#organizing-state-non-serializable',
      'warning links/broken-anchor docs/faq/DesignDecisions.md:50 → /faq/organizing-state#organizing-state-non-serializable',
      'warning links/broken-anchor docs/faq/ImmutableData.md:72 → /faq/reducers#reducers-share-state',
      'warning links/broken-anchor docs/faq/ImmutableData.md:106 → /faq/reducers#reducers-share-state',
      'warning links/broken-anchor docs/faq/ImmutableData.md:244 → #shallow-checking-problems-with-react-redux',
      'warning links/broken-anchor docs/faq/ImmutableData.md:312 → #immutability-issues-with-react-redux',
      'warning links/broken-anchor docs/faq/ImmutableData.md:404 → #shallow-checking-stops-component-re-rendering',
      'warning links/broken-anchor docs/faq/ReactRedux.md:85 → /faq/performance#performance-scaling',
      'warning links/broken-anchor docs/faq/ReactRedux.md:158 → /faq/performance#performance-scaling',
      'warning links/broken-anchor docs/introduction/Ecosystem.md:17 → #ecosystem',
      'warning links/broken-anchor docs/introduction/Ecosystem.md:24 → #actions',
      'warning links/broken-anchor docs/introduction/Ecosystem.md:31 → #data-structures',
      'warning links/broken-anchor docs/introduction/Ecosystem.md:32 → #immutable-update-utilities',
      'warning links/broken-anchor docs/introduction/Ecosystem.md:33 → #immutableredux-interop',
      'warning links/broken-anchor docs/tutorials/essentials/part-5-async-logic.md:478 → /tutorials/essentials/part-4-using-data##using-extrareducers-to-handle-other-actions',
      'warning links/broken-anchor docs/tutorials/essentials/part-7-rtk-query-basics.md:192 → /tutorials/essentials/part-8-rtk-query-advanced#injecting-endpoints',
      'warning links/broken-anchor docs/tutorials/fundamentals/part-4-store.md:38 → /api/store#getState',
      'warning links/broken-anchor docs/tutorials/fundamentals/part-4-store.md:39 → /api/store#dispatch',
      'warning links/broken-anchor docs/tutorials/fundamentals/part-4-store.md:40 → /api/store#subscribe',
      'warning links/broken-anchor docs/tutorials/fundamentals/part-4-store.md:41 → /api/store#subscribe',
      'warning links/broken-anchor docs/understanding/history-and-design/middleware.md:268 → /api/store#getState',
      'warning links/broken-anchor docs/understanding/thinking-in-redux/Glossary.md:16 → /api/store#getState',
      'warning links/broken-anchor docs/understanding/thinking-in-redux/Glossary.md:113 → /api/store#getState',
      'warning links/broken-anchor docs/usage/ServerRendering.md:83 → /api/store#getState',
      'warning links/broken-anchor docs/usage/migrations/migrating-rtk-2.md:852 → #callback-syntax-for-createslicereducers',
    ],
};

describe.skipIf(!existsSync(corpora))('broken-link report of each corpus', () => {
  for (const [name, entries] of Object.entries(expected)) {
    it(name, { timeout: 120_000 }, async () => {
      const dir = `${corpora}${name}`;
      const report = goldenLinkReport(await loadSite(dir), JSON.parse(readFileSync(`${dir}/expected.docusaurus-3.7.0.json`, 'utf8')));
      expect(report.map(entry)).toEqual(entries);
    });
  }
});
