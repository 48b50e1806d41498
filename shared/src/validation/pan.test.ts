import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAN_LENGTH } from '../constants.ts';
import {
  filterPanInput,
  PAN_FORMAT,
  PAN_INVALID_MESSAGE,
  panFormSchema,
  panSchema,
  panSubmitError,
} from './pan.ts';

describe('§5 PAN: pattern AAAAA0000A, max 10 characters', () => {
  it('§5/§9 the pattern AAAAA0000A has the PAN length of 10 characters', () => {
    expect(PAN_FORMAT).toBe('AAAAA0000A');
    expect(PAN_FORMAT).toHaveLength(PAN_LENGTH);
  });

  it.each([
    ['ABCDE1234F', 'ABCDE1234F'],
    ['abcde1234f', 'ABCDE1234F'],
    [' ABCDE1234F ', 'ABCDE1234F'],
    ['zzzzz0000z', 'ZZZZZ0000Z'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(panSchema.parse(value)).toBe(parsed);
  });

  it.each([
    ['ABCD1234F', PAN_INVALID_MESSAGE],
    ['ABCDE1234', PAN_INVALID_MESSAGE],
    ['ABCDE12345', PAN_INVALID_MESSAGE],
    ['1BCDE1234F', PAN_INVALID_MESSAGE],
    ['ABCDE1234FG', PAN_INVALID_MESSAGE],
    ['ABCDEF234F', PAN_INVALID_MESSAGE],
    ['ABC E1234F', PAN_INVALID_MESSAGE],
  ])('refuses %j', (value, message) => {
    expect(panSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe("§5 PAN empty submit gives 'Enter Pan Details'", () => {
  it.each([
    ['', 'Enter Pan Details'],
    ['   ', 'Enter Pan Details'],
    ['ABC', PAN_INVALID_MESSAGE],
    ['ABCDE1234F', null],
  ])('panSubmitError(%j) → %j', (value, message) => {
    expect(panSubmitError(value)).toBe(message);
  });

  it.each([
    [{ panNumber: '' }, false],
    [{ panNumber: 'ABCDE1234F' }, true],
    [{}, false],
  ])('panFormSchema %j → success %s', (form, success) => {
    expect(panFormSchema.safeParse(form).success).toBe(success);
  });
});

describe('§5 PAN filtered as typed', () => {
  it.each([
    ['abcde1234f', 'ABCDE1234F'],
    ['ABCDE1234FXYZ', 'ABCDE1234F'],
    ['1ABCDE', 'ABCDE'],
    ['ABC1', 'ABC'],
    ['ABCDEF1234G', 'ABCDE1234G'],
    ['ABCDE12X34F', 'ABCDE1234F'],
    ['AB CD-E 12.34 F', 'ABCDE1234F'],
    ['ABCDE12345', 'ABCDE1234'],
    ['', ''],
    ['ßıABCDE', 'ABCDE'],
  ])('filterPanInput(%j) → %j', (typed, kept) => {
    expect(filterPanInput(typed)).toBe(kept);
  });

  const typing = fc.string({ unit: fc.constantFrom(...'aBz09 -ßıÉ٣'), maxLength: 30 });
  it('whatever is typed, the field holds the start of AAAAA0000A, and 10 kept characters are a whole PAN', () => {
    fc.assert(
      fc.property(typing, (typed) => {
        const kept = filterPanInput(typed);
        const shape = kept.replace(/[A-Z]/g, 'A').replace(/[0-9]/g, '0');
        expect(shape).toBe(PAN_FORMAT.slice(0, kept.length));
        expect(panSchema.safeParse(kept).success).toBe(kept.length === PAN_LENGTH);
      }),
    );
  });
});
