// Known-answer tests of the paper wallet's key → address code against published vectors.

import { bytesToHex } from '@noble/hashes/utils.js';
import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  btcAddress,
  btcWif,
  eip55,
  ethAddress,
  generatePaperWallet,
  paperWalletOf,
  secretKeyFromHex,
} from './keys.ts';

const ONE = secretKeyFromHex('0x01');

describe('BTC (bech32 P2WPKH, WIF compressed)', () => {
  it('private key 1 gives BIP-173’s P2WPKH example and the well-known WIF', () => {
    expect(btcAddress(ONE)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(btcWif(ONE)).toBe('KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn');
  });

  it('BIP-143’s native P2WPKH input key gives its witness program 1d0f172a…71a1', () => {
    const key = secretKeyFromHex('619c335025c7f4012e556c2a58b2506e30b8511b53ade95ea316fd8c3286feb9');
    const address = btcAddress(key);
    const decoded = bech32.decode(address as `${string}1${string}`);
    expect(decoded.prefix).toBe('bc');
    expect(decoded.words[0]).toBe(0);
    expect(bytesToHex(bech32.fromWords(decoded.words.slice(1)))).toBe(
      '1d0f172a0ecb48aee1be1f2687d2963ae33f71a1',
    );
    expect(address).toBe('bc1qr583w2swedy2acd7rung055k8t3n7udp7vyzyg');
  });

  it('the Bitcoin wiki’s WIF example (compressed form)', () => {
    const key = secretKeyFromHex('0C28FCA386C7A227600B2FE50B7CAE11EC86D3BF1FBE471BE89827E19D72AA1D');
    expect(btcWif(key)).toBe('KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617');
  });
});

describe('ETH (keccak-256, EIP-55)', () => {
  it('private key 1 gives 0x7E5F…5Bdf in checksum casing', () => {
    expect(ethAddress(ONE)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(paperWalletOf('ETH', ONE).privateKey).toBe(`0x${'0'.repeat(63)}1`);
  });

  it('web3.js’s privateKeyToAccount example', () => {
    const key = secretKeyFromHex('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
    expect(ethAddress(key)).toBe('0x2c7536E3605D9C16a7a3D7b1898e529396a65c23');
  });

  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('EIP-55’s own vector %s', (address) => {
    expect(eip55(address.toLowerCase())).toBe(address);
  });
});

describe('a generated wallet', () => {
  it('is new each time and well formed', () => {
    const a = generatePaperWallet('BTC');
    const b = generatePaperWallet('BTC');
    expect(a.address).not.toBe(b.address);
    expect(a.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(a.privateKey).toMatch(/^[KL][1-9A-HJ-NP-Za-km-z]{51}$/);
    const e = generatePaperWallet('ETH');
    expect(e.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(e.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('refuses a key outside the curve’s range', () => {
    expect(() => secretKeyFromHex('0x00')).toThrow();
    expect(() =>
      secretKeyFromHex('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141'),
    ).toThrow();
  });
});
