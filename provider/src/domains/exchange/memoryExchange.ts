// The engine with its money in memory: a balance per account, the funds check before placing, and every event
// posted as the provider posts it to the ledger (settlement.ts). The tests' and the benchmark's exchange;
// the provider's own runs the same steps against PostgreSQL in batches.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import { EXIT_FUNDS, INSUFFICIENT_BALANCE } from '@sikka/shared/exchange/messages';
import type { EntryRequest } from '../../platform/ledger/ledger.ts';
import type { Engine, EngineListener, Refusal } from './engine.ts';
import type { Order, PlaceCommand } from './order.ts';
import { fillEntry, lockEntry, lockMoveEntry, releaseEntry } from './settlement.ts';

interface FillRecord {
  tradeId: number;
  makerId: number;
  takerId: number;
  lots: number;
  ticks: number;
  maker: FillCharges;
  taker: FillCharges;
}

const keyOf = (userId: number | undefined, kind: string, asset: string) =>
  `${userId ?? '-'}:${kind}:${asset}`;

export class MemoryExchange implements EngineListener {
  readonly balances = new Map<string, bigint>();
  readonly fills: FillRecord[] = [];
  readonly firedStops: number[] = [];

  constructor(readonly engine: Engine) {
    engine.listener = this;
  }

  balance(userId: number | undefined, kind: string, asset: string): bigint {
    return this.balances.get(keyOf(userId, kind, asset)) ?? 0n;
  }

  credit(userId: number, asset: string, amount: bigint): void {
    this.#post({
      kind: 'deposit',
      userId,
      reference: 'test',
      postings: [
        { account: { kind: 'bank', asset: asset as 'INR' }, amount: -amount },
        { account: { userId, kind: 'available', asset: asset as 'INR' }, amount },
      ],
    });
  }

  /** Refusal, funds check, then the engine: what the provider does for each place command. */
  place(command: PlaceCommand): Order | Refusal {
    const refusal = this.engine.refuse(command);
    if (refusal) return refusal;
    const asset = command.side === 'buy' ? this.engine.config.quote : this.engine.config.coin;
    if (this.balance(command.userId, 'available', asset) < BigInt(this.engine.lockOf(command)))
      return { status: 422, field: 'volume', message: INSUFFICIENT_BALANCE };
    // A sale's exits lock the rupees to buy back with.
    const exitLock = this.engine.exitLockOf(command);
    if (
      exitLock > 0 &&
      this.balance(command.userId, 'available', this.engine.config.quote) < BigInt(exitLock)
    )
      return {
        status: 422,
        field: (command.stopLossTicks ?? 0) > 0 ? 'stop_loss' : 'take_profit',
        message: EXIT_FUNDS,
      };
    return this.engine.place(command);
  }

  accepted(order: Order): void {
    const entry = lockEntry(order, this.engine.config);
    if (entry) this.#post(entry);
  }

  fill(
    maker: Order,
    taker: Order,
    lots: number,
    ticks: number,
    makerPays: FillCharges,
    takerPays: FillCharges,
  ) {
    const tradeId = this.engine.tradeSeq;
    this.fills.push({
      tradeId,
      makerId: maker.id,
      takerId: taker.id,
      lots,
      ticks,
      maker: { ...makerPays },
      taker: { ...takerPays },
    });
    this.#post(fillEntry(maker, taker, lots, makerPays, takerPays, tradeId, this.engine.config));
  }

  done(order: Order): void {
    const entry = releaseEntry(order, this.engine.config);
    if (entry) this.#post(entry);
  }

  triggered(order: Order): void {
    this.firedStops.push(order.id);
  }

  changed(): void {}

  lockMoved(order: Order, amount: number): void {
    const entry = lockMoveEntry(order, amount, this.engine.config);
    if (entry) this.#post(entry);
  }

  #post(entry: EntryRequest): void {
    const sums = new Map<string, bigint>();
    for (const { account, amount } of entry.postings) {
      sums.set(account.asset, (sums.get(account.asset) ?? 0n) + amount);
      const key = keyOf(account.userId, account.kind, account.asset);
      const next = (this.balances.get(key) ?? 0n) + amount;
      if (next < 0n && account.kind !== 'bank') throw new Error(`${entry.kind} takes ${key} below zero`);
      this.balances.set(key, next);
    }
    for (const [asset, sum] of sums)
      if (sum !== 0n) throw new Error(`${entry.kind}: ${asset} sums to ${sum}`);
  }
}
