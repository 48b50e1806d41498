// Serialise once per event, not once per subscriber: a Frame carries its JSON text, and the socket encoder
// splices that text into each subscriber's small tRPC envelope instead of stringifying the payload again.
import type { Encoder } from '@trpc/server/adapters/ws';
import { jsonEncoder } from '@trpc/server/adapters/ws';

/** Distinct subscription prefixes a frame keeps encoded bytes for; browsers mostly share a few. */
const MAX_ENCODED_PREFIXES = 16;

export class Frame<T> {
  readonly json: string;
  /** The UTF-8 bytes of this frame's data message per subscription prefix, made on first use. */
  #bytes: Map<string, Buffer> | undefined;
  /** The last prefix asked for and its bytes: consecutive subscribers mostly share one. */
  #lastPrefix: string | undefined;
  #lastBytes: Buffer | undefined;
  /** When the frame was made (performance.now()), so delivery can measure the fan-out delay. */
  readonly madeAt: number;
  /** `made`: the text and time of a frame this one stands for (a TracedFrame), so nothing is redone. */
  constructor(
    readonly value: T,
    made?: { json: string; madeAt: number },
  ) {
    this.json = made?.json ?? JSON.stringify(value);
    this.madeAt = made?.madeAt ?? performance.now();
  }
  /**
   * The data message for a subscription as bytes (`dataMessage` encoded as UTF-8), encoded once per prefix and
   * shared by every subscriber with that prefix. Subscribers' sockets only read these bytes.
   */
  messageBytes(prefix: string): Buffer {
    if (prefix === this.#lastPrefix) return this.#lastBytes as Buffer;
    let bytes = this.#bytes?.get(prefix);
    if (!bytes) {
      bytes = Buffer.from(dataMessage(prefix, this));
      this.#bytes ??= new Map();
      if (this.#bytes.size < MAX_ENCODED_PREFIXES) this.#bytes.set(prefix, bytes);
    }
    this.#lastPrefix = prefix;
    this.#lastBytes = bytes;
    return bytes;
  }
  /** Anything else that serialises a Frame (HTTP, logs) gets the plain value; tRPC infers T from this. */
  toJSON(): T {
    return this.value;
  }
}

/** Distinct prefixes kept as one shared string each (ids are the browser's to choose, so this is bounded). */
const MAX_SHARED_PREFIXES = 1024;
const sharedPrefixes = new Map<string, string>();

/**
 * The start of a subscription's data messages, up to where a frame's text goes (`}}` then closes it). Equal
 * prefixes are one string, so that `messageBytes` recognises a repeat by identity rather than by its text.
 */
export function dataMessagePrefix(id: string | number | null, jsonrpc: string | undefined): string {
  const version = jsonrpc === undefined ? '' : `"jsonrpc":${JSON.stringify(jsonrpc)},`;
  const prefix = `{"id":${JSON.stringify(id)},${version}"result":{"type":"data","data":`;
  const shared = sharedPrefixes.get(prefix);
  if (shared !== undefined) return shared;
  if (sharedPrefixes.size < MAX_SHARED_PREFIXES) sharedPrefixes.set(prefix, prefix);
  return prefix;
}

/** A subscription's data message for a frame: exactly what tRPC's JSON encoder would write. */
export function dataMessage(prefix: string, frame: Frame<unknown>): string {
  return `${prefix}${frame.json}}}`;
}

/**
 * A frame handed to tRPC that reports, as tRPC writes it, the prefix of its subscription's messages (it holds
 * the id tRPC knows the subscription by), so that later frames can be written to the socket without tRPC.
 */
export class TracedFrame<T> extends Frame<T> {
  constructor(
    frame: Frame<T>,
    readonly onWrite: (prefix: string) => void,
  ) {
    super(frame.value, frame);
  }
}

interface DataMessage {
  id: string | number | null;
  jsonrpc?: string;
  result: { type: 'data'; id?: unknown; data: unknown };
}

function isFrameMessage(message: unknown): message is DataMessage & { result: { data: Frame<unknown> } } {
  const result = (message as DataMessage | null)?.result;
  return result?.type === 'data' && result.id === undefined && result.data instanceof Frame;
}

/** tRPC's JSON wire format, with a Frame's text reused as it is. */
export const frameEncoder: Encoder = {
  encode(message) {
    if (!isFrameMessage(message)) return JSON.stringify(message);
    const frame = message.result.data;
    const prefix = dataMessagePrefix(message.id, message.jsonrpc);
    if (frame instanceof TracedFrame) frame.onWrite(prefix);
    return dataMessage(prefix, frame);
  },
  decode: jsonEncoder.decode,
};
