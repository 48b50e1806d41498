// Websocket frames as ws itself writes them, and a reader for what a server writes: the oracle for messages the
// BFF frames once and writes to many sockets (server/src/realtime/wsFrame.ts).
import * as ws from 'ws';

// ws exports the Sender it frames messages with (ws/wrapper.mjs); @types/ws does not declare it.
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, boolean | number>): Buffer[] };
};
const SERVER_TEXT = { fin: true, mask: false, opcode: 1, readOnly: false, rsv1: false };
const CLIENT_TEXT = { ...SERVER_TEXT, mask: true };

/** The header ws writes before a text message of `length` bytes. */
export function wsTextHeader(length: number): Buffer {
  return Sender.frame(Buffer.alloc(length), SERVER_TEXT)[0] as Buffer;
}

/** A text message as ws frames it: header and payload. */
export function wsTextFrame(text: string): Buffer {
  return Buffer.concat(Sender.frame(Buffer.from(text), SERVER_TEXT));
}

/** A text message as a browser frames it (masked, RFC 6455 §5.3). */
export function clientTextFrame(text: string): Buffer {
  return Buffer.concat(Sender.frame(Buffer.from(text), CLIENT_TEXT));
}

export const OPCODE = { text: 1, close: 8, ping: 9, pong: 10 } as const;

export interface ServerFrame {
  opcode: number;
  payload: Buffer;
}

/**
 * The frames in bytes a server wrote (RFC 6455 §5.2: final, unmasked, no extension bits), in order, and the bytes
 * after the last whole frame: the start of a frame the connection ended in. Throws at anything else.
 */
export function readServerFrames(bytes: Buffer): { frames: ServerFrame[]; rest: Buffer } {
  const frames: ServerFrame[] = [];
  let at = 0;
  while (at < bytes.length) {
    const first = bytes[at] as number;
    const opcode = first & 0x0f;
    if (first !== (0x80 | opcode) || !Object.values(OPCODE).includes(opcode as never)) {
      throw new Error(`at byte ${at}: not a final frame of a known kind: 0x${first.toString(16)}`);
    }
    if (at + 2 > bytes.length) break;
    const marker = bytes[at + 1] as number;
    if (marker & 0x80) throw new Error(`at byte ${at}: a server frame must not be masked`);
    const header = marker === 126 ? 4 : marker === 127 ? 10 : 2;
    if (at + header > bytes.length) break;
    const length =
      marker === 126
        ? bytes.readUInt16BE(at + 2)
        : marker === 127
          ? Number(bytes.readBigUInt64BE(at + 2))
          : marker;
    if (at + header + length > bytes.length) break;
    frames.push({ opcode, payload: bytes.subarray(at + header, at + header + length) });
    at += header + length;
  }
  return { frames, rest: bytes.subarray(at) };
}

/** The text messages in bytes written as whole server text frames, in order. */
export function readTextFrames(bytes: Buffer): string[] {
  const { frames, rest } = readServerFrames(bytes);
  if (rest.length > 0) throw new Error('a frame ends past the bytes written');
  return frames.map((frame) => {
    if (frame.opcode !== OPCODE.text) throw new Error(`not a text frame: opcode ${frame.opcode}`);
    return frame.payload.toString('utf8');
  });
}
