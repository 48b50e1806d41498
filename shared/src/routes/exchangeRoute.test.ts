import { describe, expect, it } from 'vitest';
import { DEFAULT_PAIR } from '../constants.ts';
import {
  EXCHANGE_PAIRS,
  exchangePath,
  isExchangePath,
  pairFromExchangePath,
  parsePair,
} from './exchangeRoute.ts';

describe('§2 /in/exchange/{quote}/{base} "built from the stored pair (default BTC-INR), lower-cased"', () => {
  it.each([
    [undefined, '/in/exchange/inr/btc'],
    [null, '/in/exchange/inr/btc'],
    ['BTC-INR', '/in/exchange/inr/btc'],
    ['ETH-INR', '/in/exchange/inr/eth'],
    ['USDT-INR', '/in/exchange/inr/usdt'],
    ['eth-inr', '/in/exchange/inr/eth'],
    ['', '/in/exchange/inr/btc'],
    ['DOGE-INR', '/in/exchange/inr/btc'],
    ['INR-BTC', '/in/exchange/inr/btc'],
    ['BTC', '/in/exchange/inr/btc'],
    ['{"pair":"ETH-INR"}', '/in/exchange/inr/btc'],
  ])('exchangePath(%j) is %s', (stored, path) => {
    expect(exchangePath(stored)).toBe(path);
  });

  it('"Footer also links /in/exchange/inr/btc": the default pair BTC-INR builds that link', () => {
    expect(DEFAULT_PAIR).toBe('BTC-INR');
    expect(exchangePath(DEFAULT_PAIR)).toBe('/in/exchange/inr/btc');
  });

  it.each([
    ['/in/exchange/inr/btc', 'BTC-INR'],
    ['/in/exchange/inr/eth/', 'ETH-INR'],
    ['/in/exchange/INR/USDT?x=1', 'USDT-INR'],
    ['/in/exchange/btc/inr', null],
    ['/in/exchange/inr/doge', null],
    ['/in/exchange', null],
    ['/in/exchange/inr/btc/extra', null],
    ['/in/wallet/inr/btc', null],
  ])('pairFromExchangePath(%s) is %s', (path, pair) => {
    expect(pairFromExchangePath(path)).toBe(pair);
  });

  it.each(EXCHANGE_PAIRS)('%s survives a round trip through its path', (pair) => {
    expect(pairFromExchangePath(exchangePath(pair))).toBe(pair);
  });

  it('§9 coin set BTC, ETH, USDT against INR', () => {
    expect(EXCHANGE_PAIRS).toEqual(['BTC-INR', 'ETH-INR', 'USDT-INR']);
    expect(parsePair(' usdt-inr ')).toBe('USDT-INR');
  });

  it.each([
    ['/in/exchange/inr/btc', true],
    ['/in/exchange', true],
    ['/in/home', false],
    ['/in/info/exchange', false],
  ])('isExchangePath(%s) is %s', (path, yes) => {
    expect(isExchangePath(path)).toBe(yes);
  });
});
