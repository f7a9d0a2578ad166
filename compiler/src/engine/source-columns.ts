import type { ContentSource, LinkScope } from '../render/index.js';

/** A source's index in a field it does not have. */
const ABSENT = 0xffffffff;

/** One field of the sources other than `content`: its distinct values and each source's index in them. */
export interface SourceField {
  name: string;
  /** Distinct values: primitives by value, objects by identity, link scopes by what they hold. */
  values: unknown[];
  /** Per source: its value's index in `values`, or 0xffffffff when it lacks the field. */
  index: Uint32Array;
}

/**
 * Content sources as columns, for the dev server's start snapshot (`dev-snapshot-store.ts`):
 * per field, its distinct values and each source's index in them, and each body as its position
 * in its file's text. An object per source took most of the snapshot body's deserialisation
 * (50,000 sources: 29 MB and 0.55 s on a slow afternoon), mostly values many sources share
 * (version, content folder, kind, link scope) and two-number arrays.
 */
export interface SourceColumns {
  count: number;
  /** The fields in the order first met. */
  fields: SourceField[];
  /** Per source: where its body starts in its file's text, or -1 when it is not found there (then it is in `bodies`). */
  bodyStart: Int32Array;
  /** Per source: its body's length (UTF-16 units). */
  bodyLength: Int32Array;
  /** The bodies not found in their file's text, by source index. */
  bodies: Map<number, string>;
}

/** Collects sources one at a time (the snapshot's save yields to the event loop between them) into {@link SourceColumns}. */
export class SourceColumnsWriter {
  private count = 0;
  private readonly fields = new Map<string, { values: unknown[]; find: Map<unknown, number>; index: number[] }>();
  private readonly bodyStart: number[] = [];
  private readonly bodyLength: number[] = [];
  private readonly bodies = new Map<number, string>();
  /** Link scopes by their permalink map's number and content folders (sources share equal ones when restored). */
  private readonly scopes = new Map<string, LinkScope>();
  private readonly maps = new Map<ReadonlyMap<string, string>, number>();

  /**
   * Adds a source.
   *
   * @param text its file's text, when it has one: the body is stored as a position in it
   */
  add(source: ContentSource, text: string | undefined): void {
    const i = this.count++;
    for (const [name, raw] of Object.entries(source)) {
      if (name === 'content') continue;
      const value = name === 'links' ? this.sharedScope(raw as LinkScope) : raw;
      let field = this.fields.get(name);
      if (!field) this.fields.set(name, (field = { values: [], find: new Map(), index: [] }));
      let at = field.find.get(value);
      if (at === undefined) {
        at = field.values.push(value) - 1;
        field.find.set(value, at);
      }
      field.index[i] = at;
    }
    const start = text === undefined ? -1 : text.indexOf(source.content);
    this.bodyStart.push(start);
    this.bodyLength.push(source.content.length);
    if (start < 0) this.bodies.set(i, source.content);
  }

  columns(): SourceColumns {
    const fields = [...this.fields].map(([name, { values, index }]) => {
      const column = new Uint32Array(this.count).fill(ABSENT);
      index.forEach((at, i) => (column[i] = at));
      return { name, values, index: column };
    });
    return { count: this.count, fields, bodyStart: Int32Array.from(this.bodyStart), bodyLength: Int32Array.from(this.bodyLength), bodies: this.bodies };
  }

  /** One link scope object for all scopes around the same permalink map with the same content folders. */
  private sharedScope(scope: LinkScope): LinkScope {
    let map = this.maps.get(scope.sourceToPermalink);
    if (map === undefined) this.maps.set(scope.sourceToPermalink, (map = this.maps.size));
    const key = `${map}\u0000${scope.contentPaths.join('\u0000')}`;
    let shared = this.scopes.get(key);
    if (!shared) this.scopes.set(key, (shared = scope));
    return shared;
  }
}

/**
 * The sources {@link SourceColumnsWriter} stored. Each body is read from its file's text in
 * `files` on first use (a getter `content` on the sources' prototype, so spreading a source
 * leaves its body out; any position of the same text gives the same body).
 *
 * @throws Error when the columns are not of `count` sources
 */
export function readSourceColumns(columns: SourceColumns, files: ReadonlyMap<string, string>): ContentSource[] {
  const { count, fields, bodyStart, bodyLength, bodies } = columns;
  if (bodyStart.length !== count || bodyLength.length !== count || fields.some((f) => f.index.length !== count)) {
    throw new Error(`Internal error: the stored sources are not columns of ${count} sources.`);
  }
  const indexOf = new WeakMap<object, number>();
  const read: Array<string | undefined> = [];
  const proto = {
    get content(): string {
      const i = indexOf.get(this)!;
      return (read[i] ??= bodies.get(i) ?? (files.get((this as unknown as ContentSource).source) ?? '').slice(bodyStart[i], bodyStart[i]! + bodyLength[i]!));
    },
  };
  const sources: ContentSource[] = [];
  for (let i = 0; i < count; i++) {
    const s: Record<string, unknown> = Object.create(proto) as Record<string, unknown>;
    for (const { name, values, index } of fields) {
      const at = index[i]!;
      if (at !== ABSENT) s[name] = values[at];
    }
    indexOf.set(s, i);
    sources.push(s as unknown as ContentSource);
  }
  return sources;
}
