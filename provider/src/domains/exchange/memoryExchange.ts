// The engine with its money in memory: a balance per account, the funds check before placing, and every event a
// command gives back posted as the provider posts it to the ledger (settlement.ts). The tests' and the benchmark's
// exchange; the provider's own runs the same steps against PostgreSQL in batches.
import type { FillCharges } from '@sikka/shared/exchange/charges';
import { EXIT_FUNDS, INSUFFICIENT_BALANCE } from '@sikka/shared/exchange/messages';
import type { EntryRequest } from '../../platform/ledger/ledger.ts';
import type { Engine, Refusal } from './engine.ts';
import type { EngineEvents } from './engineEvents.ts';
import type { Order, PlaceCommand } from './order.ts';
import { fillEntry, lockMoveEntry } from './settlement.ts';

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

export class MemoryExchange {
  readonly balances = new Map<string, bigint>();
  readonly fills: FillRecord[] = [];
  readonly firedStops: number[] = [];

  constructor(readonly engine: Engine) {}

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
    const placed = this.engine.place(command);
    this.#take(placed);
    return placed.order;
  }

  /** Cancels one of the person's orders on the engine and posts what it did. */
  cancel(userId: number, orderId: number, time: number): Order | Refusal {
    const cancelled = this.engine.cancel(userId, orderId, time);
    if ('message' in cancelled) return cancelled;
    this.#take(cancelled);
    return cancelled.order;
  }

  /** Cancels all the person's orders on the engine, posts what it did, and answers how many. */
  cancelAll(userId: number, time: number): number {
    const events = this.engine.cancelAll(userId, time);
    this.#take(events);
    return events.cancelled;
  }

  /** Posts a command's events as the provider does, and keeps its fills and fired stops. */
  #take(events: EngineEvents): void {
    const config = this.engine.config;
    for (let i = 0; i < events.length; i++) {
      const event = events.at(i);
      if (event.kind === 'fill') {
        const { order: maker, lots, ticks, makerPays, takerPays, tradeId } = event;
        const taker = event.taker as Order;
        this.fills.push({
          tradeId,
          makerId: maker.id,
          takerId: taker.id,
          lots,
          ticks,
          maker: { ...makerPays },
          taker: { ...takerPays },
        });
        this.#post(fillEntry(maker, taker, lots, makerPays, takerPays, tradeId, config));
      } else if (event.kind === 'triggered') this.firedStops.push(event.order.id);
      else if (event.kind !== 'changed') {
        const entry = lockMoveEntry(event.order, event.amount, config);
        if (entry) this.#post(entry);
      }
    }
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
