// A sorted list of alert ids by a bigint key, kept so that the ones due come off its end: a tick takes what is due in
// time proportional to what it takes, whatever the list's length.

export class DueList {
  /** Sorted so the entry due first is last: descending for 'low' (due at or under a limit), ascending for 'high'. */
  readonly #keys: bigint[] = [];
  readonly #ids: number[] = [];

  /** 'low': an entry is due when its key is at or under the limit; 'high': at or over it. */
  constructor(private readonly dueWhen: 'low' | 'high') {}

  get size(): number {
    return this.#ids.length;
  }

  /** Where `key` goes: after every entry due no later than it (so equal keys keep their order of arrival). */
  #place(key: bigint): number {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = this.#keys[middle] as bigint;
      if (this.dueWhen === 'low' ? at > key : at < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(key: bigint, id: number): void {
    const at = this.#place(key);
    this.#keys.splice(at, 0, key);
    this.#ids.splice(at, 0, id);
  }

  /** Removes the entry; false when it is not here under that key. */
  remove(key: bigint, id: number): boolean {
    for (let at = this.#place(key); at < this.#keys.length && this.#keys[at] === key; at++) {
      if (this.#ids[at] !== id) continue;
      this.#keys.splice(at, 1);
      this.#ids.splice(at, 1);
      return true;
    }
    return false;
  }

  /** Takes every entry due at `limit`, the most due last in `into`. */
  takeDue(limit: bigint, into: number[]): void {
    const keys = this.#keys;
    while (keys.length > 0) {
      const key = keys[keys.length - 1] as bigint;
      if (this.dueWhen === 'low' ? key > limit : key < limit) return;
      keys.pop();
      into.push(this.#ids.pop() as number);
    }
  }
}
