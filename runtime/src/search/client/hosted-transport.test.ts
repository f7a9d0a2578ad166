import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHostedTransport, HOST_DOWN_MS } from './hosted-transport.js';
import { SearchTransportError } from './transport.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); })));
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: listen on port 0, note the port, close. */
async function refusingHost(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

/** A host that accepts requests and never answers; `calls` counts them. */
const silentCalls = { count: 0 };
const silentHost = () => listen(() => { silentCalls.count++; });

/** A host that answers with headers at once and never ends the body. */
const stallingBodyHost = () => listen((_req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.write('{"results":'); });

/** A protocol-speaking host: echoes each request's query, records what it received. */
async function answeringHost(seen: Array<{ url: string; headers: IncomingMessage['headers']; body: unknown }>): Promise<string> {
  return listen((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text) as { requests: Array<{ query: string }> };
      seen.push({ url: req.url!, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: body.requests.map((r) => ({ hits: [], nbHits: 0, query: r.query })) }));
    });
  });
}

const body = { requests: [{ indexName: 'docs', query: 'render' }] };
// Short enough that the silent and stalling hosts cost a second each, long enough that the
// answering host (in this process, on this event loop) answers within them on a loaded machine:
// at 150 ms it once did not, with CI's projects and four browser files side by side.
const fast = { connect: 1_000, read: 1_000, write: 1_000 };

describe('createHostedTransport', () => {
  it('posts to /1/indexes/*/queries with the credentials in the query string and only safelisted headers (no CORS preflight)', async () => {
    const seen: Parameters<typeof answeringHost>[0] = [];
    const host = await answeringHost(seen);
    const transport = createHostedTransport({ hosts: [host], appId: 'APP', apiKey: 'K&Y' });
    const response = await transport.queries(body);
    expect(response.results[0]).toMatchObject({ query: 'render' });
    expect(seen[0]!.url).toBe('/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=K%26Y');
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(seen[0]!.headers).filter((h) => h.startsWith('x-'))).toEqual([]);
    expect(seen[0]!.body).toEqual(body);

    await createHostedTransport({ hosts: [host] }).queries(body);
    expect(seen[1]!.url).toBe('/1/indexes/*/queries');
  });

  it('moves past a host that refuses connections and one that never answers, and skips both for 2 minutes', async () => {
    const seen: Parameters<typeof answeringHost>[0] = [];
    const [refusing, silent, good] = [await refusingHost(), await silentHost(), await answeringHost(seen)];
    let clock = 1_000_000;
    const transport = createHostedTransport({ hosts: [refusing, silent, good], timeouts: fast, now: () => clock });
    silentCalls.count = 0;
    expect((await transport.queries(body)).results).toHaveLength(1);
    expect(silentCalls.count).toBe(1);
    expect([...transport.downHosts().keys()]).toEqual([refusing, silent]);
    expect(transport.downHosts().get(silent)).toBe(clock + HOST_DOWN_MS);

    // Within the 2 minutes the failed hosts are not called: the answer comes without waiting for the silent host.
    clock += HOST_DOWN_MS - 1;
    await transport.queries(body);
    expect(silentCalls.count).toBe(1);
    expect(seen).toHaveLength(2);

    // After 2 minutes they are tried again.
    clock += 2;
    await transport.queries(body);
    expect(silentCalls.count).toBe(2);
  });

  it('times out a body that never ends (read timeout) and tries the next host', async () => {
    const seen: Parameters<typeof answeringHost>[0] = [];
    const transport = createHostedTransport({ hosts: [await stallingBodyHost(), await answeringHost(seen)], timeouts: fast });
    expect((await transport.queries(body)).results).toHaveLength(1);
    expect(transport.downHosts().size).toBe(1);
  });

  it('rejects as unreachable when every host fails', async () => {
    const transport = createHostedTransport({ hosts: [await refusingHost(), await silentHost()], timeouts: fast });
    const error = await transport.queries(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchTransportError);
    expect((error as SearchTransportError).kind).toBe('unreachable');
  });

  it('retries a 5xx on the next host but not a 4xx', async () => {
    const seen: Parameters<typeof answeringHost>[0] = [];
    const failing = await listen((_q, res) => { res.writeHead(503); res.end('{}'); });
    const ok = await answeringHost(seen);
    expect((await createHostedTransport({ hosts: [failing, ok] }).queries(body)).results).toHaveLength(1);

    const forbidden = await listen((_q, res) => { res.writeHead(403, { 'content-type': 'application/json' }); res.end(JSON.stringify({ message: 'Invalid API key', status: 403 })); });
    const error = await createHostedTransport({ hosts: [forbidden, ok] }).queries(body).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', status: 403, message: 'Invalid API key' });
    expect(seen).toHaveLength(1);
  });
});
