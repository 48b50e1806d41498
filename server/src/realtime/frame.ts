// An event serialised once for all its subscribers: a Frame carries its JSON text, which the encoder splices into
// each subscription's tRPC envelope; for feeds past tRPC (feed.ts) it also makes that envelope's websocket message.
import type { Encoder } from '@trpc/server/adapters/ws';
import { jsonEncoder } from '@trpc/server/adapters/ws';
import { textFrameHeaderLength, writeTextFrameHeader } from './wsFrame.ts';

/** Distinct subscription prefixes a frame keeps a message for; browsers mostly share a few. */
const MAX_KEPT_PREFIXES = 16;
/** What closes a data message after the frame's text: the `result` and the message objects. */
const DATA_MESSAGE_END = '}}';

/**
 * The start of one subscription's data messages, as text and as bytes. Subscriptions with the same prefix share
 * one MessagePrefix (see `messagePrefix`), so that a frame recognises a repeat by identity.
 */
export class MessagePrefix {
  readonly bytes: Buffer;
  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
  }
}

export class Frame<T> {
  readonly json: string;
  /** The bytes of the frame's text and the message's close (`}}`): the part every subscription's message shares. */
  #body: Buffer | undefined;
  /** This frame's data message as a websocket frame, per subscription prefix (the first few), made on first use. */
  #messages: Map<MessagePrefix, Buffer> | undefined;
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
   * The data message for a subscription (`dataMessage`) as one websocket text frame: the header, then the message
   * as UTF-8. Subscribers with one of the frame's first prefixes share its message's bytes.
   */
  wireMessage(prefix: MessagePrefix): Buffer {
    let message = this.#messages?.get(prefix);
    if (message === undefined) {
      message = this.#join(prefix);
      this.#messages ??= new Map();
      if (this.#messages.size < MAX_KEPT_PREFIXES) this.#messages.set(prefix, message);
    }
    return message;
  }
  // A message's bytes are never written again once handed out: sockets that still hold them send them later.
  #join(prefix: MessagePrefix): Buffer {
    this.#body ??= Buffer.from(`${this.json}${DATA_MESSAGE_END}`);
    const length = prefix.bytes.length + this.#body.length;
    const message = Buffer.allocUnsafe(textFrameHeaderLength(length) + length);
    // Every byte is written: the buffer is not zeroed.
    const header = writeTextFrameHeader(message, length);
    prefix.bytes.copy(message, header);
    this.#body.copy(message, header + prefix.bytes.length);
    return message;
  }
  /** Anything else that serialises a Frame (HTTP, logs) gets the plain value; tRPC infers T from this. */
  toJSON(): T {
    return this.value;
  }
}

/** The start of a subscription's data messages, up to where a frame's text goes (`}}` then closes it). */
export function dataMessagePrefix(id: string | number | null, jsonrpc: string | undefined): string {
  const version = jsonrpc === undefined ? '' : `"jsonrpc":${JSON.stringify(jsonrpc)},`;
  return `{"id":${JSON.stringify(id)},${version}"result":{"type":"data","data":`;
}

/** Distinct prefixes kept shared (ids are the browser's to choose, so this is bounded). */
const MAX_SHARED_PREFIXES = 1024;
const sharedPrefixes = new Map<string, MessagePrefix>();

/** The MessagePrefix for a prefix's text: the same object for the same text (up to the bound). */
export function messagePrefix(text: string): MessagePrefix {
  const known = sharedPrefixes.get(text);
  if (known) return known;
  const prefix = new MessagePrefix(text);
  if (sharedPrefixes.size < MAX_SHARED_PREFIXES) sharedPrefixes.set(text, prefix);
  return prefix;
}

/** A subscription's data message for a frame: exactly what tRPC's JSON encoder would write. */
export function dataMessage(prefix: string, frame: Frame<unknown>): string {
  return `${prefix}${frame.json}${DATA_MESSAGE_END}`;
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
  jsonrpc?: string | undefined;
  result: { type: 'data'; data: Frame<unknown> };
}

const hasOnly = (object: object, keys: readonly string[]) =>
  Object.keys(object).every((key) => keys.includes(key));

/** The one message shape the encoder writes from a frame's text: any other member would be lost from it. */
function isFrameMessage(message: unknown): message is DataMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { id, jsonrpc, result } = message as Record<string, unknown>;
  if (typeof result !== 'object' || result === null) return false;
  const { type, data } = result as Record<string, unknown>;
  return (
    type === 'data' &&
    data instanceof Frame &&
    (id === null || typeof id === 'string' || typeof id === 'number') &&
    (jsonrpc === undefined || typeof jsonrpc === 'string') &&
    hasOnly(message, ['id', 'jsonrpc', 'result']) &&
    hasOnly(result, ['type', 'data'])
  );
}

/** tRPC's JSON wire format, with a Frame's text reused as it is; only a message of that shape reports its prefix. */
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
