// What a command is refused for before anything happens (halted, the trigger, the band, a ladder's spread, the exits)
// and what it locks if not: the engine's checks just before funding, read from the pair's state and never changing it.
import { exitsRefusal, saleExitsLock } from '@sikka/shared/exchange/bounds';
import { buyLock, type ExchangeRates, fillValue } from '@sikka/shared/exchange/charges';
import {
  LADDER_SAME_RATE,
  LADDER_TOO_SMALL,
  NO_REFERENCE_PRICE,
  OUTSIDE_BAND,
  PAIR_HALTED,
  STOP_BUY_TRIGGER,
  STOP_SELL_TRIGGER,
} from '@sikka/shared/exchange/messages';
import { type PairConfig, ticksToRate } from '@sikka/shared/exchange/pairs';
import { ladderSizes, ladderTicks } from './ladder.ts';
import type { PlaceCommand } from './order.ts';

/** A refusal before anything happens: a 422 on `field`, or (halted) a 409. */
export interface Refusal {
  status: 409 | 422;
  field:
    | 'rate'
    | 'trigger-price'
    | 'volume'
    | 'ladder_end_rate'
    | 'advance_order_type'
    | 'take_profit'
    | 'stop_loss'
    | null;
  message: string;
}

export interface EngineOptions {
  /** Limit rates must be, and market orders fill, within this many percent of the reference price. */
  bandPercent: number;
}

/** What the rules read of one pair's engine. */
interface PairState {
  readonly config: PairConfig;
  readonly rates: ExchangeRates;
  readonly options: EngineOptions;
  readonly halted: boolean;
  reference(): number;
  bandLow(reference: number): number;
  bandHigh(reference: number): number;
}

export const STOP_KINDS = new Set(['STOP_LIMIT', 'STOP_LOSS']);

/** Why the command cannot be placed now, or null. Checked just before funding; place() relies on it. */
export function refusalOf(pair: PairState, command: PlaceCommand): Refusal | null {
  if (pair.halted) return { status: 409, field: null, message: PAIR_HALTED(pair.config.pair) };
  const reference = pair.reference();
  const kind = command.kind;
  if (STOP_KINDS.has(kind)) {
    if (reference === 0) return { status: 422, field: 'trigger-price', message: NO_REFERENCE_PRICE };
    if (command.side === 'buy' && command.triggerTicks <= reference)
      return { status: 422, field: 'trigger-price', message: STOP_BUY_TRIGGER };
    if (command.side === 'sell' && command.triggerTicks >= reference)
      return { status: 422, field: 'trigger-price', message: STOP_SELL_TRIGGER };
  }
  if (kind === 'MARKET' && reference === 0)
    return { status: 422, field: 'advance_order_type', message: NO_REFERENCE_PRICE };
  if (kind === 'LIMIT' || kind === 'STOP_LIMIT' || kind === 'LADDER') {
    const outside = reference > 0 ? outsideBand(pair, command.ticks, reference) : null;
    if (outside) return outside;
  }
  if (kind === 'LADDER') {
    if (reference > 0) {
      const outside = outsideBand(pair, command.ladderEndTicks, reference);
      if (outside) return { ...outside, field: 'ladder_end_rate' };
    }
    if (Math.abs(command.ladderEndTicks - command.ticks) < command.ladderCount - 1)
      return { status: 422, field: 'ladder_end_rate', message: LADDER_SAME_RATE };
    if (ladderSizes(command).some((lots) => lots < pair.config.minLots))
      return {
        status: 422,
        field: 'volume',
        message: LADDER_TOO_SMALL(pair.config.minSize, pair.config.coin),
      };
  }
  return refuseExits(pair, command, reference);
}

/** The exits' rules are shared with the order form (shared bounds.ts). */
function refuseExits(pair: PairState, command: PlaceCommand, reference: number): Refusal | null {
  const refused = exitsRefusal({
    side: command.side,
    kind: command.kind,
    ticks: command.ticks,
    reference,
    ...exitTicksOf(command),
    bandPercent: pair.options.bandPercent,
    config: pair.config,
  });
  return refused ? { status: 422, ...refused } : null;
}

function outsideBand(pair: PairState, ticks: number, reference: number): Refusal | null {
  const low = pair.bandLow(reference);
  const high = pair.bandHigh(reference);
  if (ticks >= low && ticks <= high) return null;
  return {
    status: 422,
    field: 'rate',
    message: OUTSIDE_BAND(ticksToRate(low, pair.config), ticksToRate(high, pair.config)),
  };
}

/** What the order locks: paise for a buy, the coin's smallest unit for a sale. Call after refusalOf(). */
export function lockOf(pair: PairState, command: PlaceCommand): number {
  if (command.side === 'sell') return command.lots * pair.config.lotMinor;
  if (command.budget > 0) return command.budget;
  switch (command.kind) {
    case 'LIMIT':
    case 'STOP_LIMIT':
      return buyLock(fillValue(command.lots, command.ticks, pair.config), pair.rates);
    case 'LADDER': {
      const sizes = ladderSizes(command);
      let lock = 0;
      for (let i = 0; i < sizes.length; i++)
        lock += buyLock(fillValue(sizes[i] as number, ladderTicks(command, i), pair.config), pair.rates);
      return lock;
    }
    case 'MARKET':
      return buyLock(fillValue(command.lots, pair.bandHigh(pair.reference()), pair.config), pair.rates);
    case 'STOP_LOSS':
      return buyLock(fillValue(command.lots, pair.bandHigh(command.triggerTicks), pair.config), pair.rates);
  }
}

/**
 * What a sale's exits lock, in paise, at placing: buying back all it sells at the dearer of the take-profit and the
 * top of the band around the stop-loss (where its fired stop may fill). 0 for anything else: a buy's exits lock
 * the coin each fill brings, when it brings it.
 */
export function exitLockOf(pair: PairState, command: PlaceCommand): number {
  if (command.side === 'buy') return 0;
  return saleExitsLock(command.lots, exitTicksOf(command), pair.options.bandPercent, pair.config, pair.rates);
}

/** A command's take-profit and stop-loss rates, 0 for none. */
export const exitTicksOf = (command: PlaceCommand) => ({
  takeProfitTicks: command.takeProfitTicks ?? 0,
  stopLossTicks: command.stopLossTicks ?? 0,
});
