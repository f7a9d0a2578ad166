import { describe, expect, it } from 'vitest';
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
  it("names an unreachable failure RetryError (DocSearch's error screen)", async () => {
    const client = docSearchClient(transport(async () => { throw new SearchTransportError('down', 0, 'unreachable'); }));
    await expect(client.search({ requests: [] })).rejects.toMatchObject({ name: 'RetryError' });
    const rejected = docSearchClient(transport(async () => { throw new SearchTransportError('bad', 400, 'rejected'); }));
    await expect(rejected.search({ requests: [] })).rejects.toMatchObject({ name: 'SearchTransportError' });
  });
});
