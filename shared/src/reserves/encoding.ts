// The byte layout of the proof-of-reserves Merkle sum tree (docs/reserves.md "Byte layout"): the exact bytes a leaf
// and a node hash, shared by the builder and the browser's verifier; scripts/verify-reserves.mjs restates them.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Domain separation: a leaf's preimage starts with 0x00, a node's with 0x01, so neither can pass for the other. */
const LEAF_TAG = Uint8Array.of(0x00);
const NODE_TAG = Uint8Array.of(0x01);

export const HASH_BYTES = 32;
export const NONCE_BYTES = 32;
/** Every amount is an unsigned 128-bit big-endian integer of minor units: no sign to flip, no width to overflow. */
export const AMOUNT_BYTES = 16;
export const AMOUNT_LIMIT = 1n << 128n;
const MAX_USER_ID_BYTES = 0xffff;

/** An asset of the tree, in the fixed order of every amount list: its code and the decimals of its minor unit. */
export interface ReserveAsset {
  code: string;
  decimals: number;
}

/** Asset codes: 1–16 upper-case letters or digits, so they encode as ASCII. */
export const ASSET_CODE = /^[A-Z0-9]{1,16}$/;
/** Decimals of a minor unit: an integer 0–36. */
export const MAX_DECIMALS = 36;

/** Bytes of one record of a level: the hash, then one amount per asset. */
export function recordBytes(assetCount: number): number {
  return HASH_BYTES + AMOUNT_BYTES * assetCount;
}

/** The asset header every leaf hashes: count (u8), then per asset code length (u8), ASCII code, decimals (u8). */
export function assetHeader(assets: readonly ReserveAsset[]): Uint8Array {
  if (assets.length < 1 || assets.length > 255) throw new RangeError('A tree has 1 to 255 assets');
  if (new Set(assets.map((asset) => asset.code)).size !== assets.length) {
    throw new RangeError('Asset codes must be distinct');
  }
  const bytes: number[] = [assets.length];
  for (const { code, decimals } of assets) {
    if (!ASSET_CODE.test(code))
      throw new RangeError(`Asset code ${JSON.stringify(code)} is not 1–16 of A–Z, 0–9`);
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
      throw new RangeError(`Decimals of ${code} must be an integer 0–${MAX_DECIMALS}`);
    }
    bytes.push(code.length, ...Array.from(code, (char) => char.charCodeAt(0)), decimals);
  }
  return Uint8Array.from(bytes);
}

/** A lone surrogate has no UTF-8 form: two ids differing only there would hash alike, so they are refused. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a user id cannot be hashed (empty, too long, not well-formed Unicode), or undefined when it can. */
export function userIdProblem(userId: string, utf8 = utf8ToBytes(userId)): string | undefined {
  if (LONE_SURROGATE.test(userId)) return 'must be well-formed Unicode';
  return utf8.length === 0 || utf8.length > MAX_USER_ID_BYTES
    ? `must be 1 to ${MAX_USER_ID_BYTES} bytes of UTF-8`
    : undefined;
}

/** A user id as it is hashed: its UTF-8 bytes after their length (u16, big-endian). */
export function encodeUserId(userId: string): Uint8Array {
  const utf8 = utf8ToBytes(userId);
  const problem = userIdProblem(userId, utf8);
  if (problem) throw new RangeError(`A user id ${problem}`);
  const bytes = new Uint8Array(2 + utf8.length);
  bytes[0] = utf8.length >>> 8;
  bytes[1] = utf8.length & 0xff;
  bytes.set(utf8, 2);
  return bytes;
}

/** Writes 0 ≤ value < 2^128 as 16 big-endian bytes (the caller has checked the range). */
export function writeAmount(view: DataView, offset: number, value: bigint): void {
  view.setBigUint64(offset, value >> 64n);
  view.setBigUint64(offset + 8, BigInt.asUintN(64, value));
}

export function readAmount(view: DataView, offset: number): bigint {
  return (view.getBigUint64(offset) << 64n) | view.getBigUint64(offset + 8);
}

/** Amounts in a fresh buffer, in the order given (each 0 ≤ value < 2^128, checked by the caller). */
export function encodeAmounts(values: readonly bigint[]): Uint8Array {
  const bytes = new Uint8Array(AMOUNT_BYTES * values.length);
  const view = new DataView(bytes.buffer);
  for (const [i, value] of values.entries()) writeAmount(view, i * AMOUNT_BYTES, value);
  return bytes;
}

/**
 * out[o…] = a + b for `count` amounts read at offsets a and b of `from`, in 32-bit limbs with the carry.
 * Returns false when a sum reaches 2^128: such a sum would wrap round, which is a negative balance by another name.
 */
export function addAmounts(
  from: DataView,
  a: number,
  b: number,
  out: DataView,
  o: number,
  count: number,
): boolean {
  for (let k = 0; k < count * AMOUNT_BYTES; k += AMOUNT_BYTES) {
    let carry = 0;
    for (let limb = 12; limb >= 0; limb -= 4) {
      const sum = from.getUint32(a + k + limb) + from.getUint32(b + k + limb) + carry;
      out.setUint32(o + k + limb, sum >>> 0);
      carry = sum > 0xffffffff ? 1 : 0;
    }
    if (carry !== 0) return false;
  }
  return true;
}

/** A leaf's hash: SHA-256(0x00 ‖ asset header ‖ user id ‖ nonce (32 bytes) ‖ balances). */
export function hashLeaf(
  header: Uint8Array,
  userId: Uint8Array,
  nonce: Uint8Array,
  balances: Uint8Array,
): Uint8Array {
  const preimage = new Uint8Array(1 + header.length + userId.length + nonce.length + balances.length);
  let at = 0;
  for (const part of [LEAF_TAG, header, userId, nonce, balances]) {
    preimage.set(part, at);
    at += part.length;
  }
  return sha256(preimage);
}

/**
 * A node's hash: SHA-256(0x01 ‖ left record ‖ right record), a record being a child's hash then its sums. Each child's
 * sums are committed separately, so no proof can show a sibling's sums other than those the parent hashed.
 */
export function hashNode(children: Uint8Array): Uint8Array {
  return sha256.create().update(NODE_TAG).update(children).digest();
}
