// A websocket text message as a server writes it (RFC 6455 §5.2: one final frame, opcode 1, unmasked), so
// that a message encoded once can be written as it is to every browser's TCP socket that should receive it.

const FIN_TEXT = 0x81;

/** Bytes of the header of such a frame with a payload of `length` bytes. */
export function textFrameHeaderLength(length: number): number {
  if (length < 126) return 2;
  return length < 65_536 ? 4 : 10;
}

/** Writes that header at the start of `target`, which has room for it; answers the bytes it took. */
export function writeTextFrameHeader(target: Buffer, length: number): number {
  target[0] = FIN_TEXT;
  if (length < 126) {
    target[1] = length;
    return 2;
  }
  if (length < 65_536) {
    target[1] = 126;
    target.writeUInt16BE(length, 2);
    return 4;
  }
  target[1] = 127;
  target.writeBigUInt64BE(BigInt(length), 2);
  return 10;
}
