// A server's end of a TCP connection to a browser, simulated: what the server writes is sent whole at once, in part
// with the rest held until the network drains it, or held entirely; and the browser can vanish mid-frame. Held
// bytes are the server's own buffers, read only when sent, as the kernel reads a write's memory: a buffer the
// server changes while a socket still holds it reaches the browser changed.
import { Duplex } from 'node:stream';

/** How the network takes a write: all of it now, the first `fraction` of it now, or none until drained. */
export type Speed = { kind: 'whole' } | { kind: 'partial'; fraction: number } | { kind: 'held' };

export class SimulatedTcp extends Duplex {
  /** What reached the browser, in order. */
  readonly #received: Buffer[] = [];
  #held: { chunk: Buffer; sent: number; done: (error?: Error | null) => void } | null = null;
  speed: Speed;
  readonly remoteAddress: string;

  constructor(speed: Speed = { kind: 'whole' }, remoteAddress = '127.0.0.1') {
    super({ allowHalfOpen: false });
    this.speed = speed;
    this.remoteAddress = remoteAddress;
  }

  /** Every byte the browser has received. */
  get received(): Buffer {
    return Buffer.concat(this.#received);
  }

  /** The browser sends these bytes to the server. */
  receive(bytes: Buffer): void {
    this.push(bytes);
  }

  /** The network sends up to `bytes` of what is held (all of it when omitted); answers how many it sent. */
  drain(bytes = Number.POSITIVE_INFINITY): number {
    let left = bytes;
    while (this.#held && left > 0) {
      const held = this.#held;
      const take = Math.min(left, held.chunk.length - held.sent);
      this.#take(held.chunk.subarray(held.sent, held.sent + take));
      held.sent += take;
      left -= take;
      if (held.sent === held.chunk.length) {
        this.#held = null;
        // Node hands the next buffered write to _write from within this call, which may hold it in turn.
        held.done();
      }
    }
    return bytes === Number.POSITIVE_INFINITY ? 0 : bytes - left;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const speed = this.speed;
    if (speed.kind === 'whole') {
      this.#take(chunk);
      done();
      return;
    }
    const now =
      speed.kind === 'partial' ? Math.min(chunk.length - 1, Math.floor(chunk.length * speed.fraction)) : 0;
    this.#take(chunk.subarray(0, now));
    this.#held = { chunk, sent: now, done };
  }

  override _read(): void {}

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#held = null;
    done(error);
  }

  #take(bytes: Buffer): void {
    if (bytes.length > 0) this.#received.push(Buffer.from(bytes));
  }

  // What ws asks of a net.Socket it takes over.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
}
