import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { DevState } from './dev-state.js';
import { serveCompiledFile, serveDataFile } from './dev-site-files.js';

/** A response that records what was sent. */
function response() {
  const sent = { status: 200, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    set statusCode(s: number) {
      sent.status = s;
    },
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    end: (body?: unknown) => (sent.body = body),
  } as unknown as ServerResponse;
  return { res, sent };
}

const state = {
  plan: {
    files: new Map<string, unknown>([
      ['page-1', { text: '{"a":1}' }],
      [
        'broken',
        {
          get text(): string {
            throw new Error('Unexpected character');
          },
        },
      ],
    ]),
  },
  files: new Map([['blog/rss.xml', { path: 'blog/rss.xml', content: '<rss/>' }], ['graph.json', { path: 'graph.json', content: '{}' }]]),
  content: { file: (p: string) => (p === 'search/index.json' ? '[]' : undefined) },
} as unknown as DevState;

describe('serveDataFile', () => {
  it('answers data files of the plan: the JSON, 404 for an unknown id, 500 for content that does not compile', () => {
    const ok = response();
    expect(serveDataFile('assets/data/page-1.json', state, ok.res, vi.fn())).toBe(true);
    expect(ok.sent).toEqual({ status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }, body: '{"a":1}' });
    const missing = response();
    expect(serveDataFile('assets/data/nope.json', state, missing.res, vi.fn())).toBe(true);
    expect(missing.sent.status).toBe(404);
    const broken = response();
    const onError = vi.fn();
    expect(serveDataFile('assets/data/broken.json', state, broken.res, onError)).toBe(true);
    expect(broken.sent.status).toBe(500);
    expect(broken.sent.body).toBe('The content of this page does not compile:\nUnexpected character');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('leaves other paths alone', () => {
    const { res, sent } = response();
    expect(serveDataFile('assets/data/page-1.js', state, res, vi.fn())).toBe(false);
    expect(serveDataFile('docs/intro', state, res, vi.fn())).toBe(false);
    expect(sent.body).toBeUndefined();
  });
});

describe('serveCompiledFile', () => {
  it('answers files of the compile and of its lazy content, typed by extension', () => {
    const feed = response();
    expect(serveCompiledFile('blog/rss.xml', state, feed.res)).toBe(true);
    expect(feed.sent).toMatchObject({ headers: { 'Content-Type': 'application/xml; charset=utf-8' }, body: '<rss/>' });
    const lazy = response();
    expect(serveCompiledFile('search/index.json', state, lazy.res)).toBe(true);
    expect(lazy.sent).toMatchObject({ headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '[]' });
  });

  it('does not serve graph.json or unknown files', () => {
    const { res, sent } = response();
    expect(serveCompiledFile('graph.json', state, res)).toBe(false);
    expect(serveCompiledFile('docs/intro', state, res)).toBe(false);
    expect(sent.body).toBeUndefined();
  });
});
