import { describe, expect, it, vi } from 'vitest';
import { docSearchClient } from './docsearch-client.js';
import { SearchTransportError, type SearchTransport } from './transport.js';

const transport = (answer: () => Promise<any>): SearchTransport => ({ warm() {}, queries: answer });

describe('docSearchClient', () => {
  it('accepts the v5 {requests} and v4 array forms and makes hits safe', async () => {
    const client = docSearchClient(transport(async () => ({ results: [{ hits: [{ objectID: '1', content: '<img onerror=x>' }], nbHits: 1 }] })));
    for (const params of [{ requests: [{ indexName: 'i', query: 'q' }] }, [{ indexName: 'i', query: 'q' }]]) {
      const response = await client.search(params as never);
      expect((response.results[0]!.hits as any)[0]._snippetResult.content.value).toBe('&lt;img onerror=x&gt;');
    }
  });
  it("answers a search superseded while its files load with the latest search's answer, and tells the transport which it is", async () => {
    const onError = vi.fn();
    const asked: Array<() => boolean> = [];
    let release = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    const client = docSearchClient(
      {
        warm() {},
        async queries(body, superseded) {
          asked.push(superseded!);
          const query = String(body.requests[0]!.query);
          if (query === 'ro') {
            await first;
            if (superseded!()) throw new SearchTransportError('later query', 0, 'superseded');
          }
          return { results: [{ hits: [{ objectID: query }], nbHits: 1, query }] };
        },
      },
      onError,
    );
    const early = client.search({ requests: [{ indexName: 'i', query: 'ro' }] });
    expect(asked[0]!()).toBe(false);
    const late = client.search({ requests: [{ indexName: 'i', query: 'rou' }] });
    expect(asked[0]!()).toBe(true);
    expect(asked[1]!()).toBe(false);
    release();
    expect((await early).results[0]!.query).toBe('rou');
    expect((await late).results[0]!.query).toBe('rou');
    expect(onError).not.toHaveBeenCalledWith(expect.any(Error));
  });
  it('reports a failure to onError and answers empty results, then clears it on success', async () => {
    const onError = vi.fn();
    let fail = true;
    const client = docSearchClient(
      transport(async () => {
        if (fail) throw new SearchTransportError('down', 0, 'unreachable');
        return { results: [{ hits: [], nbHits: 0 }] };
      }),
      onError,
    );
    const response = await client.search({ requests: [{ indexName: 'i', query: 'q' }] });
    expect(response.results).toEqual([expect.objectContaining({ hits: [], nbHits: 0, query: 'q' })]);
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'unreachable' }));
    fail = false;
    await client.search({ requests: [{ indexName: 'i', query: 'q' }] });
    expect(onError).toHaveBeenLastCalledWith(null);
  });
});
