// Tax invoices through the provider's API on a real PostgreSQL: a fill's invoice for each side states the trade, the
// fee with its SAC and GST split, TDS and what was settled, to the paisa; an instant order's likewise; the numbers of
// a series are consecutive (no gap, none twice) even when many first views race; an invoice keeps its number; another
// person's order or fill is not found; a bad reference is a §8 field error.
import { financialYear, invoiceNumber, SELLER } from '@sikka/shared/invoice/rules';
import { invoiceSchema } from '@sikka/shared/invoice/schemas';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { instantOrder } from '@sikka/tests/support/subBroker';
import { beforeAll, describe, expect, it } from 'vitest';
import { migration as backfill } from '../../platform/db/migrations/0046_invoices_at_settlement.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market: fixedMarket() });
let alice: MoneyUser;
let bob: MoneyUser;
let carol: MoneyUser;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    moneyUser(provider, { funds: { INR: '10000000', BTC: '10' } }),
    moneyUser(provider, { funds: { INR: '10000000', BTC: '10' } }),
    moneyUser(provider, { funds: { INR: '100000' } }),
  ]);
}, 60_000);

const order = (user: MoneyUser, body: Record<string, unknown>) =>
  call(provider, 'POST', '/exchange/orders', {
    bearer: user.token,
    body: { idempotency_key: key(), coin: 'BTC', base_coin: 'INR', advance_order_type: 'LIMIT', ...body },
  });

/** Alice rests a sell, Bob takes it: the trade's id. */
async function trade(volume: string): Promise<string> {
  expect((await order(alice, { order_type: 'ASK', rate: '9000000', volume })).status).toBe(201);
  const bought = await order(bob, { order_type: 'BID', rate: '9000000', volume });
  expect(bought.status).toBe(201);
  const fills = (bought.body as { fills: { id: string }[] }).fills;
  expect(fills).toHaveLength(1);
  return String(fills[0]?.id);
}

const invoice = (user: MoneyUser, source: string, ref: string) =>
  call(provider, 'GET', `/invoices?source=${source}&ref=${encodeURIComponent(ref)}`, { bearer: user.token });

describe('the tax invoice of a fill, for each side', () => {
  it('states the trade, the fee with SAC and GST, TDS and what was settled, with a number of the X series', async () => {
    const id = await trade('0.01');
    const fy = financialYear(provider.clock.now());
    const taker = await invoice(bob, 'trade', `BTC-INR:${id}`);
    expect(taker.status).toBe(200);
    const bobs = invoiceSchema.parse(taker.body);
    // ₹90,000; Bob takes: 0.20% fee ₹180, GST 18% ₹32.40, no TDS on a buy; he paid ₹90,212.40.
    // Numbered in the fill's settlement, the maker's side first: Bob took, so his is the second.
    expect(bobs).toMatchObject({
      number: invoiceNumber('trade', fy, 2),
      financial_year: fy,
      source: 'trade',
      seller: { gstin: SELLER.gstin, legal_name: SELLER.legalName },
      trade: { side: 'buy', coin: 'BTC', quantity: '0.01000000', rate: '9000000.00', value: '90000.00' },
      fee: { sac: '997152', taxable_value: '180.00', gst_rate_percent: '18', total: '212.40' },
      tds: '0.00',
      settled: '90212.40',
    });
    const gst = (['cgst', 'sgst', 'igst'] as const).reduce(
      (sum, part) => sum + toMinorUnits(bobs.fee[part], 'INR'),
      0n,
    );
    expect(gst).toBe(3240n);
    // Within the seller's state CGST and SGST halve it; elsewhere (or no state on file) it is all IGST.
    if (bobs.buyer.state === SELLER.state)
      expect(bobs.fee).toMatchObject({ cgst: '16.20', sgst: '16.20', igst: '0.00' });
    else expect(bobs.fee).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '32.40' });
    expect(bobs.buyer.mobile).toMatch(/^\*+\d{4}$/);

    // Alice made it: 0.10% ₹90, GST ₹16.20, TDS 1% ₹900; she received ₹88,993.80. Her invoice is the first.
    const maker = invoiceSchema.parse((await invoice(alice, 'trade', `BTC-INR:${id}`)).body);
    expect(maker).toMatchObject({
      number: invoiceNumber('trade', fy, 1),
      trade: { side: 'sell', value: '90000.00' },
      fee: { taxable_value: '90.00', total: '106.20' },
      tds: '900.00',
      settled: '88993.80',
    });
    // Asked again, an invoice keeps its number and its issue time.
    const again = invoiceSchema.parse((await invoice(bob, 'trade', `BTC-INR:${id}`)).body);
    expect([again.number, again.issued_at]).toEqual([bobs.number, bobs.issued_at]);
  });

  it("answers another person's fill, and one that does not exist, as not found; a bad reference is a field error", async () => {
    const id = await trade('0.001');
    expect(await invoice(carol, 'trade', `BTC-INR:${id}`)).toMatchObject({
      status: 404,
      body: { message: 'Invoice not found' },
    });
    expect((await invoice(bob, 'trade', 'BTC-INR:999999999')).status).toBe(404);
    expect((await invoice(bob, 'trade', 'DOGE-INR:1')).status).toBe(422);
    expect((await invoice(bob, 'instant', 'abc')).status).toBe(422);
    expect((await call(provider, 'GET', `/invoices?source=trade&ref=BTC-INR:${id}`)).status).toBe(401);
  });
});

describe('the numbers of a series', () => {
  it('are issued at settlement: consecutive, none twice, whoever opens which and however many views race', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await trade('0.001'));
    // Before anyone opens an invoice, every side of every fill has its number.
    const unopened = await provider.db
      .selectFrom('invoices')
      .select('ref')
      .where('series', '=', 'X')
      .execute();
    for (const id of ids) expect(unopened.filter((row) => row.ref === `BTC-INR:${id}`)).toHaveLength(2);
    const answers = await Promise.all(
      ids.flatMap((id) => [bob, bob, alice].map((user) => invoice(user, 'trade', `BTC-INR:${id}`))),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await provider.db
      .selectFrom('invoices')
      .select(['number', 'user_id', 'ref'])
      .where('series', '=', 'X')
      .orderBy('number')
      .execute();
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // One invoice per fill and side: the two racing views of Bob's read the same number.
    for (const id of ids) {
      const of = (user: MoneyUser) =>
        rows.filter((row) => row.ref === `BTC-INR:${id}` && row.user_id === user.id);
      expect(of(bob)).toHaveLength(1);
      expect(of(alice)).toHaveLength(1);
    }
  });
});

describe('the tax invoice of an instant order', () => {
  it('states the order as executed, in the I series', async () => {
    const quote = await call(provider, 'POST', '/instant/quotes', {
      bearer: carol.token,
      body: { coin: 'BTC', side: 'buy', unit: 'inr', amount: '1000' },
    });
    expect(quote.status).toBe(201);
    const executed = await call(provider, 'POST', '/instant/orders', {
      bearer: carol.token,
      body: { quote_id: quote.body.quote_id, idempotency_key: key() },
    });
    expect(executed.status).toBe(201);
    const placed = executed.body.order as {
      id: number;
      fee: string;
      gst: string;
      total: string;
      quantity: string;
    };
    const answer = invoiceSchema.parse((await invoice(carol, 'instant', String(placed.id))).body);
    expect(answer).toMatchObject({
      number: invoiceNumber('instant', financialYear(provider.clock.now()), 1),
      source: 'instant',
      trade: { side: 'buy', coin: 'BTC', quantity: placed.quantity },
      fee: { taxable_value: placed.fee },
      settled: placed.total,
    });
    expect((await invoice(bob, 'instant', String(placed.id))).status).toBe(404);
  });
});

describe('numbers taken by settlements that race', () => {
  it('twelve instant orders of three people at once take twelve consecutive numbers, one each', async () => {
    const before = await provider.db
      .selectFrom('invoices')
      .select('number')
      .where('series', '=', 'I')
      .execute();
    const orders = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instantOrder(provider, [alice, bob, carol][i % 3] as MoneyUser, 'buy', '200'),
      ),
    );
    const rows = await provider.db
      .selectFrom('invoices')
      .select(['number', 'ref'])
      .where('series', '=', 'I')
      .orderBy('number')
      .execute();
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: before.length + 12 }, (_, i) => i + 1),
    );
    expect(
      new Set(rows.filter((row) => orders.map(String).includes(row.ref)).map((row) => row.ref)).size,
    ).toBe(12);
  });
});

describe('orders settled before numbers were issued at settlement', () => {
  it('get theirs from the migration, after the numbers already issued, and nothing else changes', async () => {
    const first = await instantOrder(provider, carol, 'buy', '500');
    const second = await instantOrder(provider, carol, 'buy', '500');
    const numbers = () =>
      provider.db
        .selectFrom('invoices')
        .select(['ref', 'number'])
        .where('series', '=', 'I')
        .orderBy('number')
        .execute();
    const before = await numbers();
    // As if the later order had been settled before: its invoice was never issued.
    await provider.db
      .deleteFrom('invoices')
      .where('source', '=', 'instant')
      .where('ref', '=', String(second))
      .execute();
    await backfill.up(provider.db as never);
    expect(await numbers()).toEqual(before);
    expect(before.map((row) => row.ref).slice(-2)).toEqual([String(first), String(second)]);
    await backfill.up(provider.db as never);
    expect(await numbers()).toEqual(before);
  });
});
