// Idempotency keys for money-moving calls: a fresh key per attempt, the same key when the same attempt is sent
// again (a network retry of Confirm), never an old key for a new attempt. An attempt is named by what it sends
// (its fingerprint); once its outcome is known (it succeeded, or its key was settled as not done), the next send
// is a new attempt even with the same fingerprint.

export class AttemptKeys {
  #current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send this attempt with. */
  keyFor(fingerprint: string): string {
    if (this.#current?.fingerprint !== fingerprint) this.#current = { fingerprint, key: this.newKey() };
    return this.#current.key;
  }

  /** The attempt's outcome is known: whatever is sent next is a new attempt. */
  settled(): void {
    this.#current = null;
  }
}
