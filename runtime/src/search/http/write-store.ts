import { createSearchEngine } from '../engine/index.js';
import type { SearchEngine, SearchRecord } from '../engine/index.js';

/** A write call answered: status and JSON body (the hosted protocol's shapes). */
export interface WriteAnswer {
  status: number;
  body: unknown;
}

interface StoredIndex {
  objects: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
  engine?: SearchEngine;
}

/**
 * An in-memory store of the index write calls the official client makes (what `search push`'s
 * `replaceAllObjects` needs): batch, settings, copy/move operations, delete, task status. Every
 * task is done when answered, so task status is always 'published'. Indices pushed here are
 * also searchable (`engine`). Lives as long as the server; nothing is written to disk.
 */
export class WriteStore {
  private readonly indices = new Map<string, StoredIndex>();
  private nextTask = 1;

  /** The engine of a pushed index (rebuilt after each change), or undefined. */
  engine(name: string): SearchEngine | undefined {
    const index = this.indices.get(name);
    if (!index) return undefined;
    index.engine ??= createSearchEngine(name, [...index.objects.values()].map(asRecord));
    return index.engine;
  }

  /** Answers one write/admin call: `method` and the path after `/1/`, split in segments. */
  handle(method: string, segments: string[], body: unknown): WriteAnswer | undefined {
    const now = new Date().toISOString();
    if (method === 'GET' && segments[0] === 'task' && segments.length === 2) return this.task();
    if (segments[0] !== 'indexes' || segments.length < 2) return undefined;
    const name = segments[1]!;
    const rest = segments.slice(2).join('/');
    if (method === 'GET' && /^task\/\d+$/.test(rest)) return this.task();
    if (method === 'DELETE' && rest === '') {
      this.indices.delete(name);
      return { status: 200, body: { taskID: this.nextTask++, deletedAt: now } };
    }
    if (method === 'GET' && rest === 'settings') {
      const index = this.indices.get(name);
      return index ? { status: 200, body: index.settings } : notFound(name);
    }
    if (method === 'PUT' && rest === 'settings') {
      if (!isObject(body)) return badRequest('settings: expected a JSON object');
      const index = this.ensure(name);
      index.settings = { ...index.settings, ...body };
      return { status: 200, body: { taskID: this.nextTask++, updatedAt: now } };
    }
    if (method === 'POST' && rest === 'batch') return this.batch(name, body);
    if (method === 'POST' && rest === 'operation') return this.operation(name, body, now);
    return undefined;
  }

  private task(): WriteAnswer {
    return { status: 200, body: { status: 'published', pendingTask: false } };
  }

  private ensure(name: string): StoredIndex {
    let index = this.indices.get(name);
    if (!index) this.indices.set(name, (index = { objects: new Map(), settings: {} }));
    return index;
  }

  private batch(name: string, body: unknown): WriteAnswer {
    const requests = isObject(body) ? body['requests'] : undefined;
    if (!Array.isArray(requests)) return badRequest('requests: expected an array');
    const index = this.ensure(name);
    const objectIDs: string[] = [];
    for (const [i, request] of requests.entries()) {
      if (!isObject(request) || typeof request['action'] !== 'string') return badRequest(`requests[${i}]: expected {action, body}`);
      const object = isObject(request['body']) ? request['body'] : {};
      const id = object['objectID'];
      switch (request['action']) {
        case 'addObject':
        case 'updateObject': {
          const objectID = typeof id === 'string' && id ? id : `auto-${this.nextTask}-${i}`;
          index.objects.set(objectID, { ...object, objectID });
          objectIDs.push(objectID);
          break;
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          if (typeof id !== 'string') return badRequest(`requests[${i}]: objectID is required`);
          const existing = index.objects.get(id);
          if (existing || request['action'] === 'partialUpdateObject') index.objects.set(id, { ...existing, ...object, objectID: id });
          objectIDs.push(id);
          break;
        }
        case 'deleteObject':
          if (typeof id === 'string') index.objects.delete(id);
          objectIDs.push(String(id));
          break;
        case 'clear':
          index.objects.clear();
          break;
        case 'delete':
          this.indices.delete(name);
          break;
        default:
          return badRequest(`requests[${i}]: unknown action ${JSON.stringify(request['action'])}`);
      }
    }
    index.engine = undefined;
    return { status: 200, body: { taskID: this.nextTask++, objectIDs } };
  }

  private operation(name: string, body: unknown, now: string): WriteAnswer {
    if (!isObject(body) || (body['operation'] !== 'copy' && body['operation'] !== 'move') || typeof body['destination'] !== 'string') {
      return badRequest('operation: expected {operation: "copy"|"move", destination}');
    }
    const source = this.indices.get(name) ?? { objects: new Map(), settings: {} };
    const scope = Array.isArray(body['scope']) ? (body['scope'] as unknown[]) : undefined;
    const destination = body['destination'];
    if (body['operation'] === 'move') {
      this.indices.set(destination, { objects: source.objects, settings: source.settings });
      this.indices.delete(name);
    } else if (scope) {
      // A scoped copy copies only the scopes named; of ours, only settings exist.
      const target = this.ensure(destination);
      if (scope.includes('settings')) target.settings = { ...source.settings };
      target.engine = undefined;
    } else {
      this.indices.set(destination, { objects: new Map(source.objects), settings: { ...source.settings } });
    }
    return { status: 200, body: { taskID: this.nextTask++, updatedAt: now } };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badRequest(message: string): WriteAnswer {
  return { status: 400, body: { message, status: 400 } };
}

function notFound(name: string): WriteAnswer {
  return { status: 404, body: { message: `Index ${name} does not exist`, status: 404 } };
}

/** A pushed object as a record the engine can rank (missing fields empty, never a crash). */
function asRecord(object: Record<string, unknown>): SearchRecord {
  const hierarchy = isObject(object['hierarchy']) ? object['hierarchy'] : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const weight = isObject(object['weight']) ? object['weight'] : {};
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const url = text(object['url']) ?? '';
  return {
    ...(object as object),
    objectID: String(object['objectID']),
    url,
    url_without_anchor: text(object['url_without_anchor']) ?? url.split('#')[0]!,
    anchor: text(object['anchor']),
    type: (text(object['type']) ?? 'content') as SearchRecord['type'],
    content: text(object['content']),
    hierarchy: {
      lvl0: text(hierarchy['lvl0']), lvl1: text(hierarchy['lvl1']), lvl2: text(hierarchy['lvl2']), lvl3: text(hierarchy['lvl3']),
      lvl4: text(hierarchy['lvl4']), lvl5: text(hierarchy['lvl5']), lvl6: text(hierarchy['lvl6']),
    },
    weight: { pageRank: number(weight['pageRank']), level: number(weight['level']), position: number(weight['position']) },
    language: text(object['language']) ?? '',
    docusaurus_tag: text(object['docusaurus_tag']) ?? '',
    version: text(object['version']) ?? '',
  };
}
