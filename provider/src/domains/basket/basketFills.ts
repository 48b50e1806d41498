// A basket's components filled inside the caller's transaction, each an instant order posted as instant buy posts it,
// and the basket holding they move (units and cost per coin).
import { randomBytes } from 'node:crypto';
import { basketById } from '@sikka/shared/basket/rules';
import type { Database } from '../../platform/db/database.ts';
import type { UserEventInput } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { INSUFFICIENT_BALANCE } from '../../platform/ledger/amounts.ts';
import { InsufficientFunds, post, type Trx } from '../../platform/ledger/ledger.ts';
import { fillEntry, fillMessage } from '../instant/index.ts';
import type { ComponentQuote, ComponentQuotes } from './componentQuotes.ts';

const HOLDING_CHANGED = 'Your basket holding changed. Please get a new quote';

/** The holding's units per component coin of the basket (zero where none). */
export async function holdingOf(db: Database | Trx, userId: number, basketId: string, lock = false) {
  let query = db
    .selectFrom('basket_holdings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('basket_id', '=', basketId)
    .orderBy('coin');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  const basket = basketById(basketId);
  return (basket?.components ?? []).map((c) => {
    const row = rows.find((r) => r.coin === c.coin);
    return { coin: c.coin, units: BigInt(row?.units ?? 0), cost: BigInt(row?.cost ?? 0) };
  });
}

/**
 * Fills components inside the caller's transaction (the user's row already locked): sales first (their rupees may
 * pay the buys), each an instant order posted as instant buy posts it, then the holding moved by exactly these
 * fills. A short balance refuses on `field` and rolls the whole transaction back. Answers the fills' messages.
 */
export async function fillComponents(
  trx: Trx,
  quotes: ComponentQuotes,
  userId: number,
  basketId: string | null,
  basketOrderId: number | null,
  components: Array<ComponentQuote & { quoteId?: string }>,
  now: Date,
  field: string,
  via: 'basket' | 'plan',
): Promise<UserEventInput[]> {
  const ordered = [...components].sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));
  const fresh = ordered.filter((c) => c.quoteId === undefined);
  const ids = fresh.map(() => `q_${randomBytes(16).toString('hex')}`);
  if (fresh.length > 0)
    await trx
      .insertInto('quotes')
      .values(
        fresh.map((c, i) => ({
          ...quotes.quoteRow(ids[i] as string, userId, c, now, now),
          executed_at: now,
        })),
      )
      .execute();
  const held = basketId ? await holdingOf(trx, userId, basketId, true) : [];
  const messages: UserEventInput[] = [];
  for (const c of ordered) {
    const quoteId = c.quoteId ?? (ids[fresh.indexOf(c)] as string);
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        quote_id: quoteId,
        side: c.side,
        coin: c.coin,
        price: c.price,
        ...c.lines,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      await post(trx, fillEntry(order.id, userId, c.side, c.coin, c.lines, via));
    } catch (error) {
      if (error instanceof InsufficientFunds) throw fieldErrorOn(field, INSUFFICIENT_BALANCE);
      throw error;
    }
    messages.push(fillMessage(order));
    if (basketOrderId === null || basketId === null) continue;
    await trx
      .insertInto('basket_fills')
      .values({
        basket_order_id: basketOrderId,
        order_id: order.id,
        coin: c.coin,
        side: c.side,
        quantity: c.lines.quantity,
        total: c.lines.total,
      })
      .execute();
    const h = held.find((x) => x.coin === c.coin);
    if (!h) throw new Error(`${c.coin} is not in basket ${basketId}`);
    if (c.side === 'buy') {
      h.units += c.lines.quantity;
      h.cost += c.lines.total;
    } else {
      // A sale takes its share of the cost; the last unit takes what is left, so an emptied holding costs nothing.
      if (h.units < c.lines.quantity) throw messageError(409, HOLDING_CHANGED);
      h.cost -= h.units === c.lines.quantity ? h.cost : (h.cost * c.lines.quantity) / h.units;
      h.units -= c.lines.quantity;
    }
  }
  if (fresh.length < ordered.length)
    await trx
      .updateTable('quotes')
      .set({ executed_at: now })
      .where(
        'id',
        'in',
        ordered.flatMap((c) => (c.quoteId ? [c.quoteId] : [])),
      )
      .execute();
  if (basketId && basketOrderId !== null) {
    const touched = held.filter((h) => ordered.some((c) => c.coin === h.coin));
    if (touched.length > 0)
      await trx
        .insertInto('basket_holdings')
        .values(
          touched.map((h) => ({
            user_id: userId,
            basket_id: basketId,
            coin: h.coin,
            units: h.units,
            cost: h.cost,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'basket_id', 'coin'])
            .doUpdateSet((eb) => ({ units: eb.ref('excluded.units'), cost: eb.ref('excluded.cost') })),
        )
        .execute();
  }
  return messages;
}
