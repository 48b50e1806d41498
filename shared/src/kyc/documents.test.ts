import { describe, expect, it } from 'vitest';
import {
  checkKycDocument,
  documentTypeOf,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MESSAGES,
} from './documents.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const PDF = ascii('%PDF-1.7\n%âãÏÓ\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const TEXT = ascii('my pan card.png');

describe('a KYC document is known by its bytes, not its name', () => {
  it.each([
    [PDF, 'application/pdf'],
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [TEXT, null],
  ])('%# → %s', (input, type) => {
    expect(documentTypeOf(input)).toBe(type);
  });

  it.each([
    ['pan_card', PDF, { ok: true, type: 'application/pdf' }],
    ['pan_card', JPEG, { ok: true, type: 'image/jpeg' }],
    ['pan_card', TEXT, { ok: false, message: KYC_DOCUMENT_MESSAGES.panCardType }],
    ['selfie', PNG, { ok: true, type: 'image/png' }],
    ['selfie', PDF, { ok: false, message: KYC_DOCUMENT_MESSAGES.selfieType }],
    ['selfie', new Uint8Array(0), { ok: false, message: KYC_DOCUMENT_MESSAGES.empty }],
  ] as const)('%s: %#', (kind, input, verdict) => {
    expect(checkKycDocument(kind, input)).toEqual(verdict);
  });

  it('refuses more than 5 MB whatever it is', () => {
    const big = new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkKycDocument('selfie', big)).toEqual({ ok: false, message: KYC_DOCUMENT_MESSAGES.size });
  });
});
