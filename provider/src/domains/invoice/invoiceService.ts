// Tax invoices (GET /invoices): the invoice of a person's own instant order or exchange fill, numbered when it was
// settled (issue.ts), with what the order or fill states.

import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import { FEE_SAC, gstSplit, type InvoiceSource, SELLER } from '@sikka/shared/invoice/rules';
import type { Invoice, InvoiceQuery } from '@sikka/shared/invoice/schemas';
import { addressStepSchema } from '@sikka/shared/kyc/schemas';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Database } from '../../platform/db/database.ts';
import { messageError } from '../../platform/http/errors.ts';
import { maskMobile } from '../../platform/identity/identifiers.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

/** What an order or a fill was for the person: the figures an invoice states, in minor units. */
interface Supply {
  at: Date;
  reference: string;
  side: 'buy' | 'sell';
  coin: string;
  quantity: bigint;
  rate: bigint;
  value: bigint;
  fee: bigint;
  gst: bigint;
  tds: bigint;
  settled: bigint;
}

const NOT_FOUND = 'Invoice not found';

/** The invoice already issued for this person's order or fill, if any. */
function issuedInvoice(db: Database | Trx, userId: number, source: InvoiceSource, ref: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('ref', '=', ref)
    .executeTakeFirst();
}

export class InvoiceService {
  constructor(private readonly db: Database) {}

  async invoice(user: UserRow, query: InvoiceQuery): Promise<Invoice> {
    const supply =
      query.source === 'instant'
        ? await this.#instant(user.id, query.ref)
        : await this.#fill(user.id, query.ref);
    // Another person's order or fill is answered exactly as one that does not exist.
    if (!supply) throw messageError(404, NOT_FOUND);
    const issued = await this.#issued(user.id, query.source, query.ref);
    const profile = await this.db
      .selectFrom('kyc_profiles')
      .select('address')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const address = addressStepSchema.safeParse(profile?.address);
    const state = address.success ? address.data.state : null;
    const split = gstSplit(supply.gst, state);
    const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
    return {
      number: issued.invoice_number,
      issued_at: issued.issued_at.toISOString(),
      supplied_at: supply.at.toISOString(),
      financial_year: issued.financial_year,
      source: query.source,
      reference: supply.reference,
      seller: {
        legal_name: SELLER.legalName,
        gstin: SELLER.gstin,
        address: SELLER.address,
        state: SELLER.state,
        state_code: SELLER.stateCode,
      },
      buyer: { name: user.name, state, mobile: maskMobile(user.mobile_number ?? '') },
      trade: {
        side: supply.side,
        coin: supply.coin,
        quantity: fromMinorUnits(supply.quantity, supply.coin),
        rate: inr(supply.rate),
        value: inr(supply.value),
      },
      fee: {
        sac: FEE_SAC,
        taxable_value: inr(supply.fee),
        gst_rate_percent: String(DEFAULT_FEE_SCHEDULE.gstBps / 100),
        cgst: inr(split.cgst),
        sgst: inr(split.sgst),
        igst: inr(split.igst),
        total: inr(supply.fee + supply.gst),
      },
      tds: inr(supply.tds),
      settled: inr(supply.settled),
    };
  }

  async #instant(userId: number, ref: string): Promise<Supply | null> {
    const order = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', Number(ref))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) return null;
    return {
      at: order.created_at,
      reference: `Instant ${order.side} order ${order.id}`,
      side: order.side,
      coin: order.coin,
      quantity: BigInt(order.quantity),
      rate: BigInt(order.price),
      value: BigInt(order.value),
      fee: BigInt(order.fee),
      gst: BigInt(order.gst),
      tds: BigInt(order.tds),
      settled: BigInt(order.total),
    };
  }

  async #fill(userId: number, ref: string): Promise<Supply | null> {
    const [pair = '', id = ''] = ref.split(':');
    const trade = await this.db
      .selectFrom('exchange_trades')
      .selectAll()
      .where('pair', '=', pair)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('maker_user', '=', userId), eb('taker_user', '=', userId)]))
      .executeTakeFirst();
    if (!trade) return null;
    const taker = trade.taker_user === userId;
    const side = taker ? trade.taker_side : trade.taker_side === 'buy' ? 'sell' : 'buy';
    const fee = BigInt(taker ? trade.taker_fee : trade.maker_fee);
    const gst = BigInt(taker ? trade.taker_gst : trade.maker_gst);
    const tds = BigInt(taker ? trade.taker_tds : trade.maker_tds);
    const value = BigInt(trade.value);
    // The book keeps a fill in ticks and lots: rupees and coin units are these times the pair's sizes.
    const config = PAIR_CONFIGS[pair as Pair];
    return {
      at: trade.at,
      reference: `${pair} trade ${trade.id} (${taker ? 'taker' : 'maker'})`,
      side,
      coin: config.coin,
      quantity: BigInt(trade.volume) * BigInt(config.lotMinor),
      rate: BigInt(trade.rate) * BigInt(config.tickPaise),
      value,
      fee,
      gst,
      tds,
      settled: side === 'buy' ? value + fee + gst : value - fee - gst - tds,
    };
  }

  /** The order's or fill's invoice row, issued when it was settled (issue.ts). */
  async #issued(userId: number, source: InvoiceSource, ref: string) {
    const found = await issuedInvoice(this.db, userId, source, ref);
    if (!found) throw new Error(`the ${source} ${ref} of user ${userId} was settled without its invoice`);
    return found;
  }
}
