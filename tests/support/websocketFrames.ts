// Websocket frames as ws itself writes them from a server, and a reader for such frames: the oracle for
// messages the BFF frames once and writes to many sockets (server/src/realtime/wsFrame.ts).
import * as ws from 'ws';

// ws exports the Sender it frames messages with (ws/wrapper.mjs); @types/ws does not declare it.
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, boolean | number>): Buffer[] };
};
const SERVER_TEXT = { fin: true, mask: false, opcode: 1, readOnly: false, rsv1: false };

/** The header ws writes before a text message of `length` bytes. */
export function wsTextHeader(length: number): Buffer {
  return Sender.frame(Buffer.alloc(length), SERVER_TEXT)[0] as Buffer;
}

/** A text message as ws frames it: header and payload. */
export function wsTextFrame(text: string): Buffer {
  return Buffer.concat(Sender.frame(Buffer.from(text), SERVER_TEXT));
}

/** The text messages in bytes written as server frames (RFC 6455 §5.2: final, text, unmasked), in order. */
export function readTextFrames(bytes: Buffer): string[] {
  const messages: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0x81) throw new Error(`not a final text frame: ${bytes[at]}`);
    const marker = bytes[at + 1] as number;
    if (marker & 0x80) throw new Error('a server frame must not be masked');
    let length = marker;
    let header = 2;
    if (marker === 126) [length, header] = [bytes.readUInt16BE(at + 2), 4];
    if (marker === 127) [length, header] = [Number(bytes.readBigUInt64BE(at + 2)), 10];
    if (at + header + length > bytes.length) throw new Error('a frame ends past the bytes written');
    messages.push(bytes.subarray(at + header, at + header + length).toString('utf8'));
    at += header + length;
  }
  return messages;
}
