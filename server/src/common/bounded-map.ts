/**
 * The portal's one bounded map of kept values (docs/caching.md): bounded by their weight in all
 * (bytes, ids, or 1 each for a bound by count), least recently used first out; a value heavier
 * than the whole bound is not kept.
 */
export class WeightBoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The value kept for `key`, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The value kept for `key`, its place in the order left as it is: for a hot lookup whose keys
   * are never dropped in practice (prepared.ts), where moving the entry would cost more than
   * the lookup (a Map delete and set, each comparing a long key again).
   */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.limit) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}
