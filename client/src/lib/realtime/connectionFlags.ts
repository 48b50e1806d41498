// §4 the realtime connection flags: a socket identifier, when received, sets two app flags true; a periodic
// check (every 2 s) looks for the socket's connection id and stores it only after it held for 300 ms. The
// socket itself (and its reconnection on close) is the tRPC ws client's; this only watches it.
import { TIMING } from '@sikka/shared/constants';

export interface ConnectionFlags {
  /** §4 first flag: the realtime socket is connected (its identifier was received). */
  readonly socketConnected: boolean;
  /** §4 second flag: live channels (prices, balances) can be followed over it. */
  readonly realtimeReady: boolean;
  /** The stored connection id: set once an id held for the debounce; null while disconnected. */
  readonly connectionId: number | null;
}

export const DISCONNECTED: ConnectionFlags = {
  socketConnected: false,
  realtimeReady: false,
  connectionId: null,
};

/** What the check reads: the ws client's current connection, if any. */
type ConnectionProbe = () => { id: number; state: 'open' | 'closed' | 'connecting' } | null;

interface ConnectionTiming {
  checkMs: number;
  debounceMs: number;
}

const SPEC_TIMING: ConnectionTiming = {
  checkMs: TIMING.connectionCheckMs,
  debounceMs: TIMING.connectionDebounceMs,
};

export class ConnectionMonitor {
  #flags: ConnectionFlags = DISCONNECTED;
  #pendingId: number | null = null;
  #debounce: ReturnType<typeof setTimeout> | null = null;
  #interval: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly probe: ConnectionProbe,
    private readonly onChange: (flags: ConnectionFlags) => void,
    private readonly timing: ConnectionTiming = SPEC_TIMING,
  ) {}

  get flags(): ConnectionFlags {
    return this.#flags;
  }

  /** Checks now and then every checkMs until stop(). */
  start(): void {
    if (this.#interval !== null) return;
    this.check();
    this.#interval = setInterval(() => this.check(), this.timing.checkMs);
  }

  stop(): void {
    if (this.#interval !== null) clearInterval(this.#interval);
    this.#interval = null;
    this.#cancelDebounce();
  }

  /** The periodic check (also run when the ws client says its state changed). */
  check(): void {
    const connection = this.probe();
    if (connection?.state === 'open') this.identifierReceived(connection.id);
    else this.lost();
  }

  /** §4 a socket identifier arrived: both flags true at once; the id is stored after the debounce. */
  identifierReceived(id: number): void {
    if (!this.#flags.socketConnected)
      this.#set({ ...this.#flags, socketConnected: true, realtimeReady: true });
    if (id === this.#flags.connectionId || id === this.#pendingId) return;
    this.#cancelDebounce();
    this.#pendingId = id;
    this.#debounce = setTimeout(() => {
      this.#debounce = null;
      this.#pendingId = null;
      this.#set({ ...this.#flags, connectionId: id });
    }, this.timing.debounceMs);
  }

  /** The socket is closed or reconnecting: the flags go down until an identifier comes again. */
  lost(): void {
    this.#cancelDebounce();
    if (this.#flags !== DISCONNECTED) this.#set(DISCONNECTED);
  }

  #cancelDebounce(): void {
    if (this.#debounce !== null) clearTimeout(this.#debounce);
    this.#debounce = null;
    this.#pendingId = null;
  }

  #set(flags: ConnectionFlags): void {
    this.#flags = flags;
    this.onChange(flags);
  }
}
