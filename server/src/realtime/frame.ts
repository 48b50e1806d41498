// Serialise once per event, not once per subscriber: a Frame carries its JSON text, and the socket encoder
// splices that text into each subscriber's small tRPC envelope instead of stringifying the payload again.
import type { Encoder } from '@trpc/server/adapters/ws';
import { jsonEncoder } from '@trpc/server/adapters/ws';

export class Frame<T> {
  readonly json: string;
  /** When the frame was made (performance.now()), so delivery can measure the fan-out delay. */
  readonly madeAt = performance.now();
  constructor(readonly value: T) {
    this.json = JSON.stringify(value);
  }
  /** Anything else that serialises a Frame (HTTP, logs) gets the plain value; tRPC infers T from this. */
  toJSON(): T {
    return this.value;
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
    const jsonrpc = message.jsonrpc === undefined ? '' : `"jsonrpc":${JSON.stringify(message.jsonrpc)},`;
    return `{"id":${JSON.stringify(message.id)},${jsonrpc}"result":{"type":"data","data":${message.result.data.json}}}`;
  },
  decode: jsonEncoder.decode,
};
