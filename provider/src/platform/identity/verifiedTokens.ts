// The bearer tokens whose signature this process has already checked, so a token's HMAC is computed once rather
// than on every request: a bounded map from a token's kind and text to its claims, the oldest forgotten first.

/** Tokens remembered at most (the oldest is forgotten first); a forgotten one is only checked again. */
const LIMIT = 10_000;

export class VerifiedTokens {
  readonly #claims = new Map<string, Readonly<Record<string, unknown>>>();

  constructor(private readonly limit = LIMIT) {}

  /** The claims of `raw` if its signature, issuer and `kind`'s audience were checked before (nothing about time). */
  get(kind: string, raw: string): Readonly<Record<string, unknown>> | undefined {
    return this.#claims.get(`${kind} ${raw}`);
  }

  /** Only a token whose signature, issuer and audience were just checked for `kind` is remembered. */
  remember(kind: string, raw: string, claims: Record<string, unknown>): void {
    const key = `${kind} ${raw}`;
    this.#claims.delete(key);
    this.#claims.set(key, Object.freeze({ ...claims }));
    if (this.#claims.size > this.limit) this.#claims.delete(this.#claims.keys().next().value as string);
  }

  forget(kind: string, raw: string): void {
    this.#claims.delete(`${kind} ${raw}`);
  }

  get size(): number {
    return this.#claims.size;
  }
}
