// A paper wallet's key pair: a secp256k1 secret key and the BTC (bech32 P2WPKH) or ETH address it controls, built
// only from audited libraries (@noble/curves, @noble/hashes, @scure/base). Pure: nothing here stores or sends a key.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { base58check, bech32 } from '@scure/base';

export type PaperChain = 'BTC' | 'ETH';
export const PAPER_CHAINS: readonly PaperChain[] = ['BTC', 'ETH'];

export interface PaperWallet {
  readonly chain: PaperChain;
  readonly address: string;
  /** What a wallet app imports: WIF (compressed, mainnet) for BTC, 0x-prefixed hex for ETH. */
  readonly privateKey: string;
}

const b58c = base58check(sha256);

/** A fresh secret key from the browser's CSPRNG (crypto.getRandomValues), in the curve's valid range. */
function randomSecretKey(): Uint8Array {
  return secp256k1.utils.randomSecretKey();
}

/** A 32-byte secret key from 64 hex digits (0x optional); throws when it is not a valid secp256k1 key. */
export function secretKeyFromHex(hex: string): Uint8Array {
  const bytes = hexToBytes(hex.replace(/^0x/i, '').padStart(64, '0'));
  if (!secp256k1.utils.isValidSecretKey(bytes)) throw new Error('not a valid secp256k1 secret key');
  return bytes;
}

/** BIP-173/141 v0 witness program of the compressed public key: bc1q… (P2WPKH, mainnet). */
export function btcAddress(secretKey: Uint8Array): string {
  const hash160 = ripemd160(sha256(secp256k1.getPublicKey(secretKey, true)));
  return bech32.encode('bc', [0, ...bech32.toWords(hash160)]);
}

/** Wallet Import Format for a compressed mainnet key: 0x80 ‖ key ‖ 0x01, base58check. */
export function btcWif(secretKey: Uint8Array): string {
  const payload = new Uint8Array(34);
  payload[0] = 0x80;
  payload.set(secretKey, 1);
  payload[33] = 0x01;
  return b58c.encode(payload);
}

/** The last 20 bytes of keccak-256 of the uncompressed public key (without its 0x04 prefix), EIP-55 cased. */
export function ethAddress(secretKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(secretKey, false).subarray(1);
  return eip55(bytesToHex(keccak_256(publicKey).subarray(-20)));
}

/** EIP-55: a hex letter is upper-cased where the nibble of keccak-256(lower-case address) is 8 or more. */
export function eip55(lowerHex: string): string {
  const hex = lowerHex.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? (hex[i] as string).toUpperCase() : hex[i];
  }
  return out;
}

/** The wallet a secret key gives on a chain. */
export function paperWalletOf(chain: PaperChain, secretKey: Uint8Array): PaperWallet {
  if (chain === 'BTC') return { chain, address: btcAddress(secretKey), privateKey: btcWif(secretKey) };
  return { chain, address: ethAddress(secretKey), privateKey: `0x${bytesToHex(secretKey)}` };
}

/** A new wallet on a chain; the secret key bytes are wiped once encoded. */
export function generatePaperWallet(chain: PaperChain): PaperWallet {
  const secretKey = randomSecretKey();
  try {
    return paperWalletOf(chain, secretKey);
  } finally {
    secretKey.fill(0);
  }
}
