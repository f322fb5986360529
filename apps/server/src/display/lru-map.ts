/**
 * A Map that keeps at most `capacity` entries, forgetting the least recently used first, so that a
 * stream of new keys (made-up ids, say) cannot grow it without end.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  /** The most recently used key: a hit on it needs no moving (the display path hits one site in a row). */
  private youngest: K | undefined;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && key !== this.youngest) {
      // A Map iterates in insertion order: re-inserting moves the key to the young end.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.youngest = key;
    }
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.youngest = key;
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    if (key === this.youngest) this.youngest = undefined;
    return this.entries.delete(key);
  }

  clear(): void {
    this.youngest = undefined;
    this.entries.clear();
  }
}
