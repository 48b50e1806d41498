import { describe, expect, it } from 'vitest';
import { walletCalls } from './calls.ts';
import {
  type HeldOrderType,
  heldOrderDirection,
  heldOrderSchema,
  walletResponseSchema,
  walletsSchema,
} from './schemas.ts';

const entry = { balance: '1.50000000', available: '1.25000000', locked: '0.25000000' };
const wallets = {
  INR: { balance: '10000.00', available: '9000.00', locked: '1000.00', user_id: 42 },
  BTC: entry,
  ETH: entry,
  USDT: { balance: '0', available: '0', locked: '0' },
};

describe('§3 Wallet: wallets keyed by coin', () => {
  it('accepts INR (with user_id) and every §9 coin, amounts as decimal strings', () => {
    expect(walletsSchema.parse(wallets)).toEqual(wallets);
  });

  it('drops assets a provider adds beyond INR, BTC, ETH, USDT', () => {
    expect(walletsSchema.parse({ ...wallets, DOGE: entry })).not.toHaveProperty('DOGE');
  });

  it.each([
    ['the INR entry without user_id', { ...wallets, INR: entry }, ['INR', 'user_id']],
    ['a coin missing', { INR: wallets.INR, BTC: entry, ETH: entry }, ['USDT']],
    ['a balance as a number (a float)', { ...wallets, BTC: { ...entry, balance: 1.5 } }, ['BTC', 'balance']],
    ['a negative amount', { ...wallets, ETH: { ...entry, locked: '-1' } }, ['ETH', 'locked']],
    ['available missing', { ...wallets, ETH: { balance: '1', locked: '0' } }, ['ETH', 'available']],
    [
      'a comma-grouped amount',
      { ...wallets, INR: { ...wallets.INR, balance: '10,000.00' } },
      ['INR', 'balance'],
    ],
  ])('refuses %s', (_, input, path) => {
    const result = walletsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('§7 GET /v2/wallet returns wallets', () => {
  it('parses { wallets }', () => {
    expect(walletResponseSchema.parse({ wallets }).wallets.INR.user_id).toBe(42);
  });

  it('refuses a response without wallets', () => {
    expect(walletResponseSchema.safeParse(wallets).success).toBe(false);
  });

  it('is described as a bearer GET to /v2/wallet', () => {
    expect(walletCalls.wallets).toMatchObject({ method: 'GET', path: '/v2/wallet', auth: 'bearer' });
  });
});

describe('§3 Held-order (declaration) data', () => {
  const held = { order_type: 'SEND', volume: '0.01', coin: 'BTC', order_id: 9, esign_req_id: 3 };

  it.each<[HeldOrderType, 'withdraw' | 'deposit']>([
    ['SEND', 'withdraw'],
    ['VIRTUAL_ACC_WITHDRAW', 'withdraw'],
    ['WITHDRAW', 'withdraw'],
    ['RECEIVE', 'deposit'],
    ['VIRTUAL_ACC_DEPOSIT', 'deposit'],
    ['DEPOSIT', 'deposit'],
  ])('§3 order_type %s means %s', (orderType, direction) => {
    expect(heldOrderDirection(orderType)).toBe(direction);
    expect(heldOrderSchema.safeParse({ ...held, order_type: orderType }).success).toBe(true);
  });

  it('§3 coin defaults to INR', () => {
    const { coin: _c, volume: _v, ...rupees } = held;
    expect(heldOrderSchema.parse({ ...rupees, order_type: 'DEPOSIT', amount: '5000' }).coin).toBe('INR');
  });

  it('keeps user_comment', () => {
    expect(heldOrderSchema.parse({ ...held, user_comment: 'rent' }).user_comment).toBe('rent');
  });

  it.each([
    ['neither amount nor volume', { ...held, volume: undefined }, 'amount'],
    ['an unknown order_type', { ...held, order_type: 'TRANSFER' }, 'order_type'],
    ['an unknown coin', { ...held, coin: 'DOGE' }, 'coin'],
    ['esign_req_id missing', { ...held, esign_req_id: undefined }, 'esign_req_id'],
    ['order_id as a string', { ...held, order_id: '9' }, 'order_id'],
    ['volume as a number', { ...held, volume: 0.01 }, 'volume'],
  ])('refuses %s', (_, input, field) => {
    const result = heldOrderSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
