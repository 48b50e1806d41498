// The header the fan-out writes before a pre-encoded message must be the one ws itself would write for it,
// at each of RFC 6455's three payload-length forms and their edges.
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { textFrameHeaderLength, writeTextFrameHeader } from './wsFrame.ts';

// ws exports the Sender it frames messages with (ws/wrapper.mjs); @types/ws does not declare it.
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, boolean | number>): Buffer[] };
};

describe('websocket text frame header (RFC 6455 §5.2)', () => {
  it.each([0, 1, 125, 126, 127, 1_500, 65_535, 65_536, 1_048_576])(
    'a %i-byte payload gets the header ws writes',
    (length) => {
      const [wsHeader] = Sender.frame(Buffer.alloc(length), {
        fin: true,
        mask: false,
        opcode: 1,
        readOnly: false,
        rsv1: false,
      });
      const ours = Buffer.alloc(textFrameHeaderLength(length));
      expect(writeTextFrameHeader(ours, length)).toBe(ours.length);
      expect(ours).toEqual(wsHeader);
    },
  );
});
