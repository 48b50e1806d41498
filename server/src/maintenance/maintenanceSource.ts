// The maintenance flag as the BFF knows it (docs/requirements.md §3 maintenance config, §4): one current state, change listeners.
// A source (Firebase Realtime Database or a local file) feeds it; the system router serves it to browsers.
import { EventEmitter, on } from 'node:events';
import { isMaintenanceOn, maintenanceConfigSchema } from '@sikka/shared/system/schemas';
import type { FastifyBaseLogger } from 'fastify';

/** What a browser needs: on or off, and the texts the maintenance screen shows instead of its §2 defaults. */
export interface MaintenanceState {
  on: boolean;
  title: string | null;
  subTitle: string | null;
  content: string | null;
  imageUrl: string | null;
}

export const MAINTENANCE_OFF: MaintenanceState = {
  on: false,
  title: null,
  subTitle: null,
  content: null,
  imageUrl: null,
};

export interface MaintenanceSource {
  current(): MaintenanceState;
  /** The current state at once, then every change, until the signal aborts. */
  changes(signal: AbortSignal | undefined): AsyncIterable<MaintenanceState>;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
/** The screen may load http(s) or same-origin images only, never javascript: or data: addresses. */
const imageUrl = (value: string | null | undefined) =>
  value && /^(https?:\/\/|\/(?!\/))\S+$/i.test(value.trim()) ? value.trim() : null;

/** §3 node value → state. A node that is missing or malformed means off: a typo must not close the site. */
export function maintenanceStateOf(node: unknown): { state: MaintenanceState; valid: boolean } {
  if (node === null || node === undefined) return { state: MAINTENANCE_OFF, valid: true };
  const parsed = maintenanceConfigSchema.safeParse(node);
  if (!parsed.success) return { state: MAINTENANCE_OFF, valid: false };
  const data = parsed.data.data;
  return {
    valid: true,
    state: {
      on: isMaintenanceOn(parsed.data),
      title: text(data?.title),
      subTitle: text(data?.sub_title),
      content: text(data?.content),
      imageUrl: imageUrl(data?.image_url),
    },
  };
}

/** Holds the state a source (file or Firebase watcher) last delivered and tells every listener of a change. */
export class MaintenanceHub implements MaintenanceSource {
  #state: MaintenanceState = MAINTENANCE_OFF;
  readonly #events = new EventEmitter();
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
    // One listener per open browser tab: there is no leak to warn about.
    this.#events.setMaxListeners(0);
  }

  /** A source calls this with the node's new value. */
  update(node: unknown): void {
    const { state, valid } = maintenanceStateOf(node);
    if (!valid) this.#log.warn('maintenance node is malformed; treating maintenance as off');
    if (JSON.stringify(state) === JSON.stringify(this.#state)) return;
    this.#state = state;
    this.#log.info({ maintenance: state.on }, 'maintenance flag changed');
    this.#events.emit('change', state);
  }

  current(): MaintenanceState {
    return this.#state;
  }

  async *changes(signal: AbortSignal | undefined): AsyncIterable<MaintenanceState> {
    // Listen before yielding the current state, so a change in between is not lost.
    const events = on(this.#events, 'change', signal ? { signal } : {});
    yield this.#state;
    try {
      for await (const [state] of events) yield state as MaintenanceState;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    }
  }
}
