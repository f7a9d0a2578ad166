import { expect, it } from 'vitest';
import * as api from './index.js';

it('pins the public API of markdown-meta', () => {
  expect(Object.keys(api).sort()).toEqual(['createExcerpt', 'parseMarkdownContentTitle']);
});
