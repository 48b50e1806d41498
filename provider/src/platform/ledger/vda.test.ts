// The tax year's one interface at the ledger's door: an entry that moves a person's coin must say what the move is.
import { describe, expect, it } from 'vitest';
import type { AccountRef, Posting } from './ledger.ts';
import { checkVda, UnrecordedVdaMove, vdaRows } from './vda.ts';

const mine = (asset: 'BTC' | 'INR', kind: 'available' | 'locked' = 'available'): AccountRef => ({
  userId: 7,
  kind,
  asset,
});
const theirs: AccountRef = { userId: 8, kind: 'available', asset: 'BTC' };
const treasury = (asset: 'BTC' | 'INR'): AccountRef => ({ kind: 'treasury', asset });
const line = (account: AccountRef, amount: bigint): Posting => ({ account, amount });

const buy = [
  line(mine('INR'), -100n),
  line(treasury('INR'), 100n),
  line(treasury('BTC'), -5n),
  line(mine('BTC'), 5n),
];
const acquired = {
  userId: 7,
  asset: 'BTC' as const,
  source: 'instant_buy' as const,
  quantity: 5n,
  cost: 100n,
};

describe('checkVda: every coin a person gains or loses is an acquisition or a disposal, or held', () => {
  it('refuses a buy that records nothing', () =>
    expect(() => checkVda('instant_buy', buy, undefined)).toThrow(UnrecordedVdaMove));
  it('refuses a buy that records the wrong quantity', () =>
    expect(() => checkVda('instant_buy', buy, [{ ...acquired, quantity: 4n }])).toThrow(UnrecordedVdaMove));
  it('refuses a buy recorded as a disposal', () =>
    expect(() =>
      checkVda('instant_buy', buy, [
        { userId: 7, asset: 'BTC', kind: 'instant_sell', quantity: 5n, consideration: 0n },
      ]),
    ).toThrow(UnrecordedVdaMove));
  it('refuses a move recorded for another person', () =>
    expect(() => checkVda('instant_buy', buy, [{ ...acquired, userId: 8 }])).toThrow(UnrecordedVdaMove));
  it('refuses a move of nothing', () =>
    expect(() => checkVda('x', [], [{ ...acquired, quantity: 0n }])).toThrow(UnrecordedVdaMove));
  it('accepts a buy recorded as its acquisition', () =>
    expect(() => checkVda('instant_buy', buy, [acquired])).not.toThrow());
  it('accepts rupees alone, and a lock (available to locked nets nothing)', () => {
    expect(() =>
      checkVda('deposit', [line(treasury('INR'), -9n), line(mine('INR'), 9n)], undefined),
    ).not.toThrow();
    expect(() =>
      checkVda('order_lock', [line(mine('BTC'), -3n), line(mine('BTC', 'locked'), 3n)], undefined),
    ).not.toThrow();
  });
  it('a transfer between two people records both sides', () => {
    const send = [line(mine('BTC'), -2n), line(theirs, 2n)];
    const sent = {
      userId: 7,
      asset: 'BTC' as const,
      kind: 'uma_sent' as const,
      quantity: 2n,
      consideration: 0n,
    };
    const received = {
      userId: 8,
      asset: 'BTC' as const,
      source: 'uma_received' as const,
      quantity: 2n,
      cost: 9n,
    };
    expect(() => checkVda('uma_send', send, [sent])).toThrow(UnrecordedVdaMove);
    expect(() => checkVda('uma_send', send, [sent, received])).not.toThrow();
  });
  it('a coin leaving escrow may be disposed of by someone the lines do not touch', () =>
    expect(() =>
      checkVda(
        'gift_claim',
        [line({ kind: 'gift_escrow', asset: 'BTC' }, -2n), line(theirs, 2n)],
        [
          { userId: 7, asset: 'BTC', kind: 'gift_sent', quantity: 2n, consideration: 0n },
          { userId: 8, asset: 'BTC', source: 'gift_received', quantity: 2n, cost: 9n },
        ],
      ),
    ).not.toThrow());
  it('held: the coin stays its owner’s, whatever the lines', () =>
    expect(() =>
      checkVda('gift_return', [line({ kind: 'gift_escrow', asset: 'BTC' }, -2n), line(mine('BTC'), 2n)], {
        held: 'back from escrow',
      }),
    ).not.toThrow());
});

describe('vdaRows: what an entry writes to vda_moves', () => {
  it('an acquisition at its cost, its cost known by how it arrived', () => {
    expect(vdaRows('12', [acquired])).toEqual([
      expect.objectContaining({
        entry_id: '12',
        direction: 'acquisition',
        kind: 'instant_buy',
        value: 100n,
        cost_known: true,
      }),
    ]);
    expect(vdaRows('12', [{ ...acquired, source: 'deposit' }])[0]).toMatchObject({ cost_known: false });
  });
  it('a disposal for its consideration with its TDS', () =>
    expect(
      vdaRows('3', [
        { userId: 7, asset: 'BTC', kind: 'exchange_sell', quantity: 1n, consideration: 50n, tds: 1n },
      ]),
    ).toEqual([
      expect.objectContaining({ direction: 'disposal', kind: 'exchange_sell', value: 50n, tds: 1n }),
    ]));
  it('held writes only the moves it names', () => {
    expect(vdaRows('3', { held: 'pledged' })).toEqual([]);
    expect(vdaRows('3', { held: 'home', moves: [acquired] })).toHaveLength(1);
    expect(vdaRows('3', undefined)).toEqual([]);
  });
});
