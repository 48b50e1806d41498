// Coin addresses: a user's deposit address derived per coin, and a withdrawal address checked for its
// coin — BTC bech32/bech32m (BIP 173/350) and base58check, ETH and USDT (ERC-20) hex with the EIP-55 checksum —
// with @scure/base and @noble/hashes rather than hand-rolled codecs. Mainnet formats only.

import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { Coin } from '@sikka/shared/constants';

const BTC_HRP = 'bc';
/** Base58check version bytes of mainnet pay-to-pubkey-hash ('1…') and pay-to-script-hash ('3…'). */
const BTC_BASE58_VERSIONS = [0x00, 0x05];
const base58check = createBase58check(sha256);
const utf8 = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/** The simulated chain's key material for a user's address of a coin: stable, so the address never changes. */
function derivedKey(coin: Coin, userId: number): Uint8Array {
  return sha256(utf8.encode(`sikka-simulated-chain:${coin}:${userId}`));
}

/** EIP-55: a hex letter is upper-case where the keccak-256 of the lower-case address has a nibble ≥ 8. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = toHex(keccak_256(utf8.encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * The deposit address of a user for a coin. BTC: a native segwit P2WPKH address (witness v0, the hash160 of the
 * derived key). ETH and USDT (ERC-20 on Ethereum): the last 20 bytes of the key's keccak-256, EIP-55 checksummed.
 */
export function depositAddressFor(coin: Coin, userId: number): string {
  const key = derivedKey(coin, userId);
  if (coin === 'BTC') {
    const keyHash = ripemd160(sha256(key));
    return bech32.encode(BTC_HRP, [0, ...bech32.toWords(keyHash)]);
  }
  return toChecksumAddress(toHex(keccak_256(key).slice(12)));
}

/** The network a coin's deposits arrive on, as the deposit screen names it. */
export const NETWORKS: Record<Coin, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Ethereum (ERC-20)',
};

type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

const invalid = (coin: Coin): AddressCheck => ({ ok: false, message: `Enter a valid ${coin} address` });
const badChecksum = (coin: Coin): AddressCheck => ({
  ok: false,
  message: `This ${coin} address has a typing error: its checksum does not match`,
});

const BECH32_SHAPE = /^bc1[02-9ac-hj-np-z]{6,87}$/;
const BASE58_SHAPE = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;

function checkBitcoin(text: string): AddressCheck {
  const lower = text.toLowerCase();
  if (lower.startsWith(`${BTC_HRP}1`)) {
    // BIP 173: all lower or all upper case, never mixed.
    if (text !== lower && text !== text.toUpperCase()) return invalid('BTC');
    if (!BECH32_SHAPE.test(lower)) return invalid('BTC');
    const v0 = bech32.decodeUnsafe(lower);
    const v1plus = v0 ? undefined : bech32m.decodeUnsafe(lower);
    const decoded = v0 ?? v1plus;
    if (!decoded || decoded.prefix !== BTC_HRP) return badChecksum('BTC');
    const [version, ...rest] = decoded.words;
    const program = bech32.fromWordsUnsafe(rest);
    if (version === undefined || !program) return invalid('BTC');
    // Witness v0 (P2WPKH, P2WSH) is bech32 with a 20- or 32-byte program; v1–16 (taproot on) is bech32m.
    if (version === 0 && v0 && (program.length === 20 || program.length === 32))
      return { ok: true, address: lower };
    if (version >= 1 && version <= 16 && v1plus && program.length >= 2 && program.length <= 40)
      return { ok: true, address: lower };
    return invalid('BTC');
  }
  if (!BASE58_SHAPE.test(text)) return invalid('BTC');
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return badChecksum('BTC');
  }
  if (payload.length !== 21 || !BTC_BASE58_VERSIONS.includes(payload[0] as number)) return invalid('BTC');
  return { ok: true, address: text };
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * §5's server-supplied rule (`regex:/pattern/flags`) for each coin's withdrawal address: its shape, which the form
 * checks as the person types. It never refuses an address `checkAddress` accepts; the checksum is checked here only.
 */
export const ADDRESS_RULES: Record<Coin, string> = {
  BTC: `regex:/^(?:bc1[02-9ac-hj-np-z]{6,87}|BC1[02-9AC-HJ-NP-Z]{6,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/`,
  ETH: `regex:${HEX_ADDRESS}`,
  USDT: `regex:${HEX_ADDRESS}`,
};

function checkEthereum(text: string, coin: Coin): AddressCheck {
  if (!HEX_ADDRESS.test(text))
    return { ok: false, message: `Enter a valid ${coin} address (0x and 40 hex digits)` };
  const hex = text.slice(2);
  const checksummed = toChecksumAddress(hex);
  // All lower or all upper case carries no checksum (EIP-55 accepts it); mixed case must match it exactly.
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && text !== checksummed)
    return badChecksum(coin);
  if (/^0x0{40}$/.test(text)) return { ok: false, message: `The zero address cannot receive ${coin}` };
  return { ok: true, address: checksummed };
}

/** A withdrawal destination checked for its coin; the answer is the address in its canonical form. */
export function checkAddress(coin: Coin, input: string): AddressCheck {
  const text = input.trim();
  return coin === 'BTC' ? checkBitcoin(text) : checkEthereum(text, coin);
}
