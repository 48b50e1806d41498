// What the domains start when the app is ready and stop before it closes: started in the order added, stopped in
// the same order (a domain that feeds another stops first), each stop awaited before the next.
interface Part {
  start?(): unknown;
  stop?(): unknown;
}

export class Lifecycle {
  readonly #parts: Part[] = [];

  add(part: Part): void {
    this.#parts.push(part);
  }

  async start(): Promise<void> {
    for (const part of this.#parts) await part.start?.();
  }

  async stop(): Promise<void> {
    for (const part of this.#parts) await part.stop?.();
  }
}
