import { LRUCache } from 'lru-cache';

/** Per-entry bookkeeping (key, numbers, LRU links), so that many tiny entries still count. */
const ENTRY_OVERHEAD = 64;

/** An entry as the budget holds it: with the bytes it was counted at, taken off when it leaves. */
interface Held {
  value: unknown;
  size: number;
}

/**
 * One byte budget (`CACHE_MAX_MB`) for every in-process cache of the server: the source's answers,
 * their compressed copies, rendered pages and heads, suggestions. They share one least-recently-used
 * order, so that whichever is asked for most keeps its entries, and together they never hold more than
 * the budget (issue 34: one instance's memory levels off whatever the traffic). Each cache is an area
 * of it, with its own keys and its own measure of an entry's bytes. What is held but never evicted
 * (the name index the suggestions search) takes its share first, as a reservation.
 */
export class CacheBudget {
  private readonly lru: LRUCache<string, Held>;
  private readonly bytesByArea = new Map<string, number>();
  /** Bytes held outside the LRU order (the suggestions' name index), by name. */
  private readonly reserved = new Map<string, number>();
  private reservedTotal = 0;

  constructor(readonly maxBytes: number) {
    this.lru = new LRUCache<string, Held>({
      maxSize: maxBytes,
      // Each area measures its own entries.
      sizeCalculation: (held) => held.size,
      // Evicted, expired, deleted or replaced (before the new entry is counted).
      dispose: (held, key) => this.count(key, -held.size),
    });
  }

  private count(key: string, bytes: number): void {
    const area = key.slice(0, key.indexOf('\u0000'));
    this.bytesByArea.set(area, (this.bytesByArea.get(area) ?? 0) + bytes);
  }

  /** An area of the budget: a cache of its own keys, each entry measured by `bytesOf` (plus overhead). */
  area<V>(name: string, bytesOf: (value: V, key: string) => number): CacheArea<V> {
    if (name.includes('\u0000')) throw new Error('An area name has no NUL character');
    if (this.bytesByArea.has(name)) throw new Error(`The cache area ${name} exists already`);
    this.bytesByArea.set(name, 0);
    const prefix = `${name}\u0000`;
    const lru = this.lru;
    const count = (key: string, bytes: number) => this.count(key, bytes);
    const fit = () => this.fit();
    return {
      get: (key) => lru.get(prefix + key)?.value as V | undefined,
      has: (key) => lru.has(prefix + key),
      set: (key, value, options = {}) => {
        const full = prefix + key;
        const size = Math.max(1, Math.ceil(bytesOf(value, key)) + key.length + ENTRY_OVERHEAD);
        lru.set(full, { value, size }, { ttl: options.ttl });
        // One larger than the whole budget is not kept.
        if (lru.has(full)) count(full, size);
        fit();
      },
      delete: (key) => lru.delete(prefix + key),
      remainingTtl: (key) => lru.getRemainingTTL(prefix + key),
      clear: () => {
        for (const key of [...lru.keys()]) if (key.startsWith(prefix)) lru.delete(key);
      },
    };
  }

  /**
   * A share of the budget held by something that is not a cache and is never evicted (the suggestions'
   * name index): while it holds `bytes`, the caches' entries get that much less room, least recently
   * used first out, down to half the budget. Its holder keeps itself within that half.
   */
  reserve(name: string): { set(bytes: number): void } {
    if (this.bytesByArea.has(name) || this.reserved.has(name)) {
      throw new Error(`The cache area ${name} exists already`);
    }
    this.reserved.set(name, 0);
    return {
      set: (bytes) => {
        const held = Math.max(0, Math.ceil(bytes));
        this.reservedTotal += held - this.reserved.get(name)!;
        this.reserved.set(name, held);
        this.fit();
      },
    };
  }

  /**
   * Evicts the least recently used entries until they and the reservations fit the budget. The caches
   * always keep half of it: a reservation past the other half (a dictionary larger than the operator
   * planned for) overruns the budget, and its holder says so, rather than leave every page uncached.
   */
  private fit(): void {
    const room = this.maxBytes - Math.min(this.reservedTotal, this.maxBytes / 2);
    while (this.lru.size > 0 && this.lru.calculatedSize > room) {
      this.lru.pop();
    }
  }

  /** Bytes held now, in all and by area and reservation (the soak prints them). */
  usage(): { total: number; byArea: Record<string, number> } {
    return {
      total: this.lru.calculatedSize + this.reservedTotal,
      byArea: { ...Object.fromEntries(this.bytesByArea), ...Object.fromEntries(this.reserved) },
    };
  }
}

/** One cache's share of the budget: an LRU cache's usual calls, on its own keys. */
export interface CacheArea<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  /** Keeps `value` (measured again: a changed entry is set again); `ttl` in ms, none by default. */
  set(key: string, value: V, options?: { ttl?: number }): void;
  delete(key: string): boolean;
  /** Ms left before the entry is stale; 0 if it is gone, Infinity without a ttl. */
  remainingTtl(key: string): number;
  /** Removes every entry of this area (the others keep theirs). */
  clear(): void;
}

/**
 * The JS heap an instance needs besides its caches (the catalogue's indexes, renders and answers in
 * flight), in MB. `npm start` gives V8 an old space of this plus the default CACHE_MAX_MB (256 MB):
 * without a limit V8 lets garbage pile up to gigabytes before collecting it (the soak: 718 MB and still
 * growing after two minutes; with it, under 400 MB and level, at the same throughput).
 */
export const HEAP_BEYOND_CACHES_MB = 192;

/**
 * What to tell the operator when the heap V8 was given cannot hold the cache budget besides the rest
 * (CACHE_MAX_MB raised without the heap), or null when it can.
 */
export function heapAdvice(cacheBytes: number, heapLimitBytes: number): string | null {
  const neededMb = Math.ceil(cacheBytes / 2 ** 20) + HEAP_BEYOND_CACHES_MB;
  if (heapLimitBytes / 2 ** 20 >= neededMb) return null;
  return (
    `CACHE_MAX_MB needs a JS heap of ${neededMb} MB but this process has ` +
    `${Math.floor(heapLimitBytes / 2 ** 20)} MB: start it with --max-old-space-size=${neededMb} ` +
    `(node, or tsx in package.json's start script), or lower CACHE_MAX_MB.`
  );
}
