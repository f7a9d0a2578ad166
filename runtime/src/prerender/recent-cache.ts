/**
 * A map holding only its `limit` most recently used entries: what a prerender keeps of the data
 * files (a sidebar shared by every doc stays; each page's own file goes when it is done).
 */
export class RecentCache<K, V> {
  private readonly map = new Map<K, V>();

  /** @param limit entries kept (at least 1) */
  constructor(private readonly limit: number) {}

  /** The value of `key` (marked as just used), or undefined. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Stores `value`, dropping the least recently used entry beyond the limit. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > Math.max(1, this.limit)) this.map.delete(this.map.keys().next().value as K);
  }
}
