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
