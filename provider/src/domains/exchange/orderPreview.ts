// A test order (POST /exchange/orders/test): checked as a batch checks a placing (the engine's refusals, then the
// funds), placing nothing; answers the lock it would take and the price its band and stops are measured from.
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { EXIT_FUNDS, INSUFFICIENT_BALANCE } from '@sikka/shared/exchange/messages';
import { type Pair, ticksToRate } from '@sikka/shared/exchange/pairs';
import type { TestOrderResponse } from '@sikka/shared/exchange/schemas';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import type { Engine } from './engine.ts';
import { refusalError } from './intake.ts';
import type { PlaceCommand } from './order.ts';

export async function previewOrder(
  db: Database,
  engine: Engine,
  userId: number,
  pair: Pair,
  command: PlaceCommand,
): Promise<TestOrderResponse> {
  const refusal = engine.refuse(command);
  if (refusal) throw refusalError(refusal);
  const config = engine.config;
  const asset = command.side === 'buy' ? QUOTE_CURRENCY : config.coin;
  const lock = BigInt(engine.lockOf(command));
  const exitLock = BigInt(engine.exitLockOf(command));
  const { rows } = await sql<{ asset: string; balance: string }>`
    select asset, balance::text as balance from ledger_accounts
    where kind = 'available' and user_id = ${userId} and asset = any(${[asset, QUOTE_CURRENCY]}::text[])`.execute(
    db,
  );
  const available = (of: string) => BigInt(rows.find((row) => row.asset === of)?.balance ?? '0');
  if (available(asset) < lock)
    throw fieldErrorOn(command.budget > 0 ? 'total_amount' : 'volume', INSUFFICIENT_BALANCE);
  if (exitLock > 0n && available(QUOTE_CURRENCY) - (asset === QUOTE_CURRENCY ? lock : 0n) < exitLock)
    throw fieldErrorOn((command.stopLossTicks ?? 0) > 0 ? 'stop_loss' : 'take_profit', EXIT_FUNDS);
  const reference = engine.reference();
  return {
    pair,
    side: command.side,
    lock: { asset, amount: fromMinorUnits(lock, asset) },
    exits_lock: exitLock > 0n ? fromMinorUnits(exitLock, QUOTE_CURRENCY) : null,
    reference_rate: reference > 0 ? ticksToRate(reference, config) : null,
    message: 'The order passes every check: nothing was placed',
  };
}
