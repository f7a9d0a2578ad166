import { describe, expect, it, vi } from 'vitest';
import { createLocalTransport, type EngineModule } from './local-transport.js';
import { SearchTransportError } from './transport.js';

/** A stand-in engine module that records what it was given (the real engine is search-core's). */
function fakeEngine(): EngineModule & { loaded: unknown[] } {
  const loaded: unknown[] = [];
  return {
    loaded,
    loadSearchEngine(serialized) {
      loaded.push(serialized);
      return { serialized };
    },
    async prepareQueries() {},
    answerQueries(engines, body) {
      const requests = (body as { requests: Array<{ indexName: string; query: string }> }).requests;
      const missing = requests.find((r) => !engines(r.indexName, undefined));
      if (missing) return { status: 404, body: { message: `Index ${missing.indexName} does not exist`, status: 404 } };
      return { status: 200, body: { results: requests.map((r) => ({ index: r.indexName, query: r.query, engine: engines(r.indexName, undefined) })) } };
    },
  };
}

const indices = [
  { name: 'docs', language: 'en', tags: [], url: '/search/docs.1.json' },
  { name: 'other', language: 'en', tags: [], url: '/search/other.2.json' },
];

describe('createLocalTransport', () => {
  it('loads only the index files the requests name, once, and answers with the engine', async () => {
    const engine = fakeEngine();
    const fetchJson = vi.fn(async (url: string) => ({ from: url }));
    const transport = createLocalTransport({ indices, loadEngine: async () => engine, fetchJson });
    const first = await transport.queries({ requests: [{ indexName: 'docs', query: 'a' }] });
    await transport.queries({ requests: [{ indexName: 'docs', query: 'b' }] });
    expect(first.results[0]).toEqual({ index: 'docs', query: 'a', engine: { serialized: { from: '/search/docs.1.json' } } });
    expect(fetchJson.mock.calls.map((c) => c[0])).toEqual(['/search/docs.1.json']);
  });

  it('rejects an engine 4xx as rejected and a failed download as unreachable, retrying it next time', async () => {
    const engine = fakeEngine();
    let fail = true;
    const transport = createLocalTransport({ indices, loadEngine: async () => engine, fetchJson: async (url) => { if (fail) throw new Error('offline'); return { url }; } });
    const offline = await transport.queries({ requests: [{ indexName: 'docs', query: 'a' }] }).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(SearchTransportError);
    expect((offline as SearchTransportError).kind).toBe('unreachable');
    fail = false;
    expect((await transport.queries({ requests: [{ indexName: 'docs', query: 'a' }] })).results).toHaveLength(1);
    const unknown = await transport.queries({ requests: [{ indexName: 'nope', query: 'a' }] }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('warm() starts loading every index before the first query', async () => {
    const fetchJson = vi.fn(async () => ({}));
    createLocalTransport({ indices, loadEngine: async () => fakeEngine(), fetchJson }).warm();
    await vi.waitFor(() => expect(fetchJson).toHaveBeenCalledTimes(2));
  });
});
