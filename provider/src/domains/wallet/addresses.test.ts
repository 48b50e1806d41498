// Coin addresses: derived deposit addresses are valid for their coin, and withdrawal addresses are
// checked with the coin's checksum — BIP 173/350 bech32(m) and base58check for BTC, EIP-55 for ETH and USDT —
// against the published test vectors.

import { bech32, bech32m } from '@scure/base';
import { COINS } from '@sikka/shared/constants';
import { parseRule } from '@sikka/shared/validation/rules';
import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, checkAddress, depositAddressFor, toChecksumAddress } from './addresses.ts';

/** Changes one character to another of the same alphabet and case, so only a checksum can notice. */
function typo(address: string, at: number): string {
  const char = address[at] as string;
  const swap: Record<string, string> = { q: 'p', p: 'q', '0': '2', '2': '0', a: 'c', c: 'a', x: 'z', z: 'x' };
  const replacement =
    swap[char] ?? (/[0-9]/.test(char) ? String((Number(char) + 1) % 10) : char === 'e' ? 'f' : 'e');
  return address.slice(0, at) + replacement + address.slice(at + 1);
}

describe('deposit addresses (BTC bech32 P2WPKH, ETH/USDT EIP-55)', () => {
  it('are valid for their coin, stable per user, and different per user and coin', () => {
    for (const coin of COINS) {
      const seen = new Set<string>();
      for (let user = 1; user <= 50; user++) {
        const address = depositAddressFor(coin, user);
        expect(depositAddressFor(coin, user)).toBe(address);
        expect(checkAddress(coin, address)).toEqual({ ok: true, address });
        seen.add(address);
      }
      expect(seen.size).toBe(50);
    }
    expect(depositAddressFor('BTC', 7)).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddressFor('ETH', 7)).not.toBe(depositAddressFor('USDT', 7));
  });
});

describe('BTC withdrawal addresses (bech32, bech32m, base58check)', () => {
  const valid = [
    // BIP 173: P2WPKH and P2WSH (witness v0, bech32), upper case allowed as a whole.
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    // BIP 350: taproot (witness v1, bech32m).
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    // base58check P2PKH ('1…') and P2SH ('3…').
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ];

  it.each(valid)('accepts %s', (address) => {
    const checked = checkAddress('BTC', address);
    expect(checked.ok).toBe(true);
    if (checked.ok && address.startsWith('BC1')) expect(checked.address).toBe(address.toLowerCase());
  });

  it.each(valid)('refuses %s with one character changed: the checksum does not match', (address) => {
    const changed = typo(address, address.length - 3);
    expect(checkAddress('BTC', changed)).toEqual({
      ok: false,
      message: 'This BTC address has a typing error: its checksum does not match',
    });
  });

  it.each([
    ['mixed case bech32', 'bc1qW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    // BIP 350: witness v0 must be bech32 and v1+ bech32m; the other checksum is refused.
    ['v0 written in bech32m', bech32m.encode('bc', [0, ...bech32m.toWords(new Uint8Array(20).fill(7))])],
    ['v1 written in bech32', bech32.encode('bc', [1, ...bech32.toWords(new Uint8Array(32).fill(7))])],
    ['a v0 program of 21 bytes', bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(21).fill(7))])],
    ['an ETH address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['nothing like an address', 'hello'],
  ])('refuses %s', (_what, address) => {
    expect(checkAddress('BTC', address).ok).toBe(false);
  });
});

describe('ETH and USDT (ERC-20) withdrawal addresses (EIP-55)', () => {
  const vectors = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(vectors)('checksums %s as EIP-55 does, and accepts it for ETH and USDT', (address) => {
    expect(toChecksumAddress(address.slice(2))).toBe(address);
    expect(checkAddress('ETH', address)).toEqual({ ok: true, address });
    expect(checkAddress('USDT', address)).toEqual({ ok: true, address });
  });

  it('accepts all-lower and all-upper hex (no checksum to check) and answers the checksummed form', () => {
    const [address] = vectors as [string];
    expect(checkAddress('ETH', address.toLowerCase())).toEqual({ ok: true, address });
    expect(checkAddress('ETH', `0x${address.slice(2).toUpperCase()}`)).toEqual({ ok: true, address });
  });

  it('refuses mixed case that does not match the checksum, and what is not 0x + 40 hex digits', () => {
    const [address] = vectors as [string];
    const wrongCase = `${address.slice(0, 3)}${address[3]?.toUpperCase() === address[3] ? address[3]?.toLowerCase() : address[3]?.toUpperCase()}${address.slice(4)}`;
    expect(checkAddress('ETH', wrongCase)).toEqual({
      ok: false,
      message: 'This ETH address has a typing error: its checksum does not match',
    });
    expect(checkAddress('USDT', address.slice(0, 41)).ok).toBe(false);
    expect(checkAddress('ETH', `0x${'g'.repeat(40)}`).ok).toBe(false);
    expect(checkAddress('ETH', `0x${'0'.repeat(40)}`).ok).toBe(false);
    expect(checkAddress('ETH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2').ok).toBe(false);
  });
});

describe('§5 the address rules the withdrawal form is given (regex:/pattern/flags)', () => {
  const ruleOf = (coin: (typeof COINS)[number]) => {
    const parsed = parseRule(ADDRESS_RULES[coin]);
    if (!parsed.ok) throw new Error(`${coin}: ${parsed.message}`);
    return parsed.validate;
  };
  const ACCEPTED = {
    BTC: [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ],
    ETH: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', `0x${'ab'.repeat(20)}`],
    USDT: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  };
  const REFUSED = {
    BTC: ['bc1', 'Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '0x00'],
    ETH: ['0x123', `0x${'g'.repeat(40)}`, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    USDT: [`${'ab'.repeat(21)}`],
  };

  it('every rule is one the form can use: a regex safe-regex2 accepts', () => {
    for (const coin of COINS) expect(parseRule(ADDRESS_RULES[coin]).ok, coin).toBe(true);
  });

  it('never refuses an address the provider accepts (the vectors and 200 deposit addresses per coin)', () => {
    for (const coin of COINS) {
      const addresses = [...ACCEPTED[coin]];
      for (let user = 1; user <= 200; user++) addresses.push(depositAddressFor(coin, user));
      for (const address of addresses) {
        expect(checkAddress(coin, address).ok, address).toBe(true);
        expect(ruleOf(coin)(address), address).toEqual({ valid: true });
      }
    }
  });

  it('refuses what has the wrong shape, as the provider does', () => {
    for (const coin of COINS) {
      for (const address of REFUSED[coin]) {
        expect(ruleOf(coin)(address).valid, address).toBe(false);
        expect(checkAddress(coin, address).ok, address).toBe(false);
      }
    }
  });
});
