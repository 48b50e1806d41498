// A job run every N milliseconds (the simulated chain's blocks, the withdrawal processor): one run at a time,
// never overlapping, and stop() waits for the run under way so the database is not closed beneath it.
export class Ticker {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the timer; a period of 0 means off (tests and operators drive the job by hand). */
  start(): void {
    if (this.everyMs === 0 || this.#timer) return;
    this.#timer = setInterval(() => this.#tick(), this.everyMs);
    this.#timer.unref();
  }

  #tick(): void {
    if (this.#running) return;
    this.#running = this.run()
      .then(
        () => {},
        (error: unknown) => this.onError(error),
      )
      .finally(() => {
        this.#running = null;
      });
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
