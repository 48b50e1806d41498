// The header the fan-out writes before a pre-encoded message must be the one ws itself would write for it,
// at each of RFC 6455's three payload-length forms and their edges.

import { wsTextHeader } from '@sikka/tests/support/websocketFrames';
import { describe, expect, it } from 'vitest';
import { textFrameHeaderLength, writeTextFrameHeader } from './wsFrame.ts';

describe('websocket text frame header (RFC 6455 §5.2)', () => {
  it.each([0, 1, 125, 126, 127, 1_500, 65_535, 65_536, 1_048_576])(
    'a %i-byte payload gets the header ws writes',
    (length) => {
      const ours = Buffer.alloc(textFrameHeaderLength(length));
      expect(writeTextFrameHeader(ours, length)).toBe(ours.length);
      expect(ours).toEqual(wsTextHeader(length));
    },
  );
});
