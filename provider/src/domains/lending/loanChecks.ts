// The LTV check of one open loan against the current price: a margin call once per crossing of its line, and at the
// liquidation line just enough collateral sold at the instant selling price to bring it back under the margin call.
import type { Coin } from '@sikka/shared/constants';
import {
  COLLATERAL_RULES,
  collateralValue,
  liquidationPrice,
  liquidationQuantity,
  ltvAtLeast,
  ltvBps,
} from '@sikka/shared/lending/rules';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { formatMoney, fromMinorUnits } from '@sikka/shared/money/amount';
import { lockUser, transfer } from '../../platform/ledger/ledger.ts';
import { applyPayment, held, type LoanContext, pool, wallet } from './loanPayments.ts';
import { borrowerOf, lockLoan, owedOf } from './loansRepo.ts';

export type CheckResult = 'none' | 'margin-call' | 'liquidated' | 'closed';

/**
 * One loan against the current price, under its lock: at or over the liquidation line, sells the least collateral
 * (at the instant selling price) that brings the LTV under the margin-call line and repays with it; at or over
 * the margin-call line, a margin call if the loan was under it at the last check. Reruns find the loan already
 * moved and do nothing more.
 */
export async function checkLoan(context: LoanContext, loanId: number): Promise<CheckResult> {
  const { db, clock, events, wallets } = context;
  const head = await borrowerOf(db, loanId);
  if (!head) return 'closed';
  let moved = false;
  const result = await db.transaction().execute(async (trx): Promise<CheckResult> => {
    await lockUser(trx, head.user_id);
    const loan = await lockLoan(trx, loanId);
    if (loan?.status !== 'open') return 'closed';
    const coin = loan.coin as Coin;
    const price = context.priceOf(coin);
    if (price <= 0n) return 'none';
    const owed = owedOf(loan);
    const quantity = BigInt(loan.collateral);
    const rule = COLLATERAL_RULES[coin];
    const now = clock.now();
    if (quantity > 0n && ltvAtLeast(coin, owed, quantity, price, rule.liquidationLtvBps)) {
      const sold = liquidationQuantity(coin, owed, quantity, price);
      const proceeds = collateralValue(coin, sold, price);
      const repaid = proceeds < owed ? proceeds : owed;
      const n = loan.liquidations + 1;
      const counted = await trx
        .updateTable('loans')
        .set({ liquidations: n, collateral: quantity - sold, margin_called: false })
        .where('id', '=', loan.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await applyPayment(trx, events, counted, repaid, {
        kind: 'liquidation',
        entryKind: 'loan_liquidation',
        postings: [
          // The platform buys the coin into its own position at the selling price; the rupees repay the loan and
          // any paisa over what is owed goes to the borrower.
          ...transfer(held(coin), { kind: 'treasury', asset: coin }, sold),
          ...transfer({ kind: 'treasury', asset: 'INR' }, pool, repaid),
          ...transfer({ kind: 'treasury', asset: 'INR' }, wallet(loan.user_id, 'INR'), proceeds - repaid),
        ],
        // The collateral sold is the borrower's disposal for what it raised; no TDS is withheld from it.
        vda: [
          {
            userId: loan.user_id,
            asset: coin,
            kind: 'liquidation',
            quantity: sold,
            consideration: proceeds,
            tds: 0n,
          },
        ],
        description: `Sold ${formatMoney(coin, sold)} at ${formatMoney('INR', price)}`,
        now,
        closeAs: 'liquidated',
      });
      await events.record(
        trx,
        messageEvent(
          loan.user_id,
          'loan_liquidated',
          {
            loan_id: loan.id,
            coin,
            sold: fromMinorUnits(sold, coin),
            price: fromMinorUnits(price, 'INR'),
            amount: fromMinorUnits(repaid, 'INR'),
          },
          `loan:${loan.id}:liquidation:${n}`,
        ),
      );
      moved = true;
      return after.status === 'open' ? 'liquidated' : 'closed';
    }
    const over = quantity > 0n && ltvAtLeast(coin, owed, quantity, price, rule.marginCallLtvBps);
    if (over && !loan.margin_called) {
      const n = loan.margin_calls + 1;
      await trx
        .updateTable('loans')
        .set({ margin_called: true, margin_calls: n })
        .where('id', '=', loan.id)
        .execute();
      const ltv = ltvBps(coin, owed, quantity, price);
      await events.record(
        trx,
        messageEvent(
          loan.user_id,
          'loan_margin_call',
          {
            loan_id: loan.id,
            coin,
            price: fromMinorUnits(price, 'INR'),
            ltv_percent: fromMinorUnits(ltv, 'INR'),
            liquidation_price: fromMinorUnits(liquidationPrice(coin, owed, quantity), 'INR'),
          },
          `loan:${loan.id}:margin_call:${n}`,
        ),
      );
      return 'margin-call';
    }
    if (!over && loan.margin_called)
      await trx.updateTable('loans').set({ margin_called: false }).where('id', '=', loan.id).execute();
    return 'none';
  });
  if (moved) await wallets.changed(head.user_id);
  return result;
}
