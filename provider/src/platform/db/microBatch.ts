// Group commit for small statements: what is submitted while a run is in flight goes together in the next run,
// one statement for all of it (docs/benchmarks.md, instant buys). At rest an item runs at once, alone.
interface Waiting<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (error: unknown) => void;
}

export class MicroBatch<I, O> {
  readonly #waiting: Array<Waiting<I, O>> = [];
  #running = false;

  /** `run` answers one output per item, in order. */
  constructor(
    private readonly run: (items: readonly I[]) => Promise<readonly O[]>,
    private readonly max = 128,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#drain();
    });
  }

  #drain(): void {
    if (this.#running || this.#waiting.length === 0) return;
    this.#running = true;
    const batch = this.#waiting.splice(0, this.max);
    void this.#settle(batch).finally(() => {
      this.#running = false;
      this.#drain();
    });
  }

  async #settle(batch: Array<Waiting<I, O>>): Promise<void> {
    try {
      const outs = await this.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        w.resolve(outs[i] as O);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One item's failure is its own: each runs alone, and only the failing ones are refused.
      await Promise.all(
        batch.map(async (w) => {
          try {
            const [out] = await this.run([w.item]);
            w.resolve(out as O);
          } catch (alone) {
            w.reject(alone);
          }
        }),
      );
    }
  }
}
