/**
 * What was made from one version of some rows, kept under their stamp: a contract's answer or
 * threshold facts under its row's (`stampOf`: `xmin` and update time, decision 020), a list
 * page under its view's (decision 017). Asked with another stamp, it is not there, so a write by
 * any route or any instance is never answered from an older copy. The most recently kept
 * `limit` entries stay; the oldest go first.
 */
export class StampedCache<T> {
  readonly #byKey = new Map<string, { stamp: string; value: T }>();

  constructor(private readonly limit: number) {}

  get(key: string, stamp: string): T | undefined {
    const known = this.#byKey.get(key);
    return known?.stamp === stamp ? known.value : undefined;
  }

  set(key: string, stamp: string, value: T): void {
    this.#byKey.delete(key);
    if (this.#byKey.size >= this.limit) this.#byKey.delete(this.#byKey.keys().next().value as string);
    this.#byKey.set(key, { stamp, value });
  }
}
