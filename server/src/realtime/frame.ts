// Serialise once per event, not once per subscriber: a Frame carries its JSON text, and the socket encoder
// splices that text into each subscriber's small tRPC envelope instead of stringifying the payload again.
// Past tRPC (feed.ts), a frame is also framed once per envelope: one websocket message, header included.
import type { Encoder } from '@trpc/server/adapters/ws';
import { jsonEncoder } from '@trpc/server/adapters/ws';
import { textFrameHeaderLength, writeTextFrameHeader } from './wsFrame.ts';

/** Distinct subscription prefixes a frame keeps encoded messages for; browsers mostly share a few. */
const MAX_ENCODED_PREFIXES = 16;
/** What closes a data message after the frame's text: the `result` and the message objects. */
const DATA_MESSAGE_END = '}}';
/**
 * Messages for further prefixes are written one after another into blocks of this size (fewer allocations than
 * one per message). A message a slow socket still holds keeps its block alive, so blocks stay small. A message
 * no one keeps, once its socket has sent it (`sent`), gives its bytes back to the block.
 */
const BLOCK_BYTES = 16 * 1024;

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
  /** This frame's data message as a websocket frame per subscription prefix, made on first use. */
  #messages: Map<MessagePrefix, Buffer> | undefined;
  /** The last prefix asked for and its message: consecutive subscribers mostly share one. */
  #lastPrefix: MessagePrefix | undefined;
  #lastMessage: Buffer | undefined;
  /** The block further prefixes' messages are written into, and how much of it is used. */
  #block: Buffer | undefined;
  #blockUsed = 0;
  /** The block's last message if the frame does not keep it: the one whose bytes `sent` can take back. */
  #unkept: Buffer | undefined;
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
   * as UTF-8. The frame's text is encoded once; each prefix's frame is joined once and shared by every subscriber
   * with that prefix, whose TCP sockets only read these bytes.
   */
  wireMessage(prefix: MessagePrefix): Buffer {
    if (prefix === this.#lastPrefix) return this.#lastMessage as Buffer;
    let message = this.#messages?.get(prefix);
    if (!message) {
      message = this.#join(prefix, this.#messages === undefined);
      this.#messages ??= new Map();
      if (this.#messages.size < MAX_ENCODED_PREFIXES) this.#messages.set(prefix, message);
      else this.#unkept = message;
    }
    this.#lastPrefix = prefix;
    this.#lastMessage = message;
    return message;
  }
  /**
   * A socket has sent all of `message` (it keeps none of it), so if it is the block's last message and the frame
   * does not keep it, its bytes are written over by the next one. With every subscriber on its own id, and
   * sockets that take each write whole, a frame then needs one block, not one per few subscribers: no allocation
   * and no garbage per message.
   */
  sent(message: Buffer): void {
    if (message !== this.#unkept) return;
    this.#unkept = undefined;
    this.#blockUsed -= message.length;
    if (this.#lastMessage === message) {
      this.#lastPrefix = undefined;
      this.#lastMessage = undefined;
    }
  }
  /** `first`: the frame's first prefix (often its only one), which gets a buffer of its own, exactly the message. */
  #join(prefix: MessagePrefix, first: boolean): Buffer {
    this.#body ??= Buffer.from(`${this.json}${DATA_MESSAGE_END}`);
    const length = prefix.bytes.length + this.#body.length;
    const size = textFrameHeaderLength(length) + length;
    let message: Buffer;
    if (first) {
      message = Buffer.allocUnsafeSlow(size);
    } else {
      if (this.#block === undefined || this.#blockUsed + size > this.#block.length) {
        this.#block = Buffer.allocUnsafeSlow(Math.max(BLOCK_BYTES, size));
        this.#blockUsed = 0;
      }
      message = this.#block.subarray(this.#blockUsed, this.#blockUsed + size);
      this.#blockUsed += size;
    }
    // Every byte is written: the buffers above are not zeroed.
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
