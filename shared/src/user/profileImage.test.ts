// The profile picture is known by its bytes: PNG, JPEG and WebP signatures; a PDF or text named .png is none.
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './profileImage.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

describe('imageTypeOf', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['a PDF', text('%PDF-1.7\n'), null],
    ['text', text('hello'), null],
    ['nothing', bytes(), null],
  ])('%s', (_what, input, type) => {
    expect(imageTypeOf(input)).toBe(type);
  });
});
