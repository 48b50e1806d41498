// Property (docs/interface.md: every line of the amount before the final button): for random amounts at every door that moves money after a §4 confirmation — instant, exchange, UMA, gift, shop,
// vendor order, loan, repayment, basket and buying plan — what the confirmation shows leaving the wallet is exactly
// what the ledger takes from the person's available balance, to the paisa (and what it shows arriving, arrives). The
// shown figures are the ones each page renders: the provider's quote fields, or the shared rule the page computes
// them with (shared exchange/estimate.ts, lending/rules.ts).
import { BASKETS } from '@sikka/shared/basket/rules';
import { type Asset, COINS, OTP_PURPOSE } from '@sikka/shared/constants';
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { estimateDraft, type OrderEstimateDraft } from '@sikka/shared/exchange/estimate';
import { pairConfig, ticksToRate } from '@sikka/shared/exchange/pairs';
import { LOAN_PLANS, loanCharges, splitPayment } from '@sikka/shared/lending/rules';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { SHOP_CATALOGUE } from '@sikka/shared/shop/catalogue';
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { type CallResult, call, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundLendingPool } from './domains/lending/lendingPool.ts';
import { booksBalance, checkInvariants } from './platform/ledger/invariants.ts';
import { userBalances } from './platform/ledger/ledger.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' }, market: fixedMarket() });
const RUNS = { numRuns: 10 };

beforeAll(async () => {
  await provider.db
    .transaction()
    .execute((trx) => fundLendingPool(trx, 1_00_00_000_00n, 'test:confirmations'));
});

type Available = Record<Asset, bigint>;

async function available(who: MoneyUser): Promise<Available> {
  const balances = await userBalances(provider.db, who.id);
  return {
    INR: balances.INR.available,
    BTC: balances.BTC.available,
    ETH: balances.ETH.available,
    USDT: balances.USDT.available,
  };
}

/** What moved, per asset: positive arrived, negative left. */
async function moved(who: MoneyUser, act: () => Promise<void>): Promise<Available> {
  const before = await available(who);
  await act();
  const after = await available(who);
  const assets = Object.keys(before) as Asset[];
  return Object.fromEntries(assets.map((a) => [a, after[a] - before[a]])) as Available;
}

/** Only these moved, by exactly these amounts (the rest by nothing). */
function exactly(change: Available, expected: Partial<Record<Asset, bigint>>): void {
  for (const asset of Object.keys(change) as Asset[])
    expect(change[asset], asset).toBe(expected[asset] ?? 0n);
}

const post = (who: MoneyUser, path: string, body: unknown) =>
  call(provider, 'POST', path, { bearer: who.token, body });

/** A §9 code of the purpose for the person, past the previous one's resend wait. */
async function code(who: MoneyUser, type: number = OTP_PURPOSE.transaction): Promise<string> {
  // Past the resend wait, and far enough apart that ten codes an hour (§9's cap per purpose) are never reached.
  provider.clock.advanceSeconds(400);
  const asked = await post(who, '/request-otp', { type });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return latestOtp(provider.url, who.mobile);
}

/** The answer's body, once it is the expected status. */
async function ok(answer: Promise<CallResult>, status = 201): Promise<CallResult['body']> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body;
}

const coinArb = fc.constantFrom(...COINS);
const rupeesArb = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: 99 }))
    .map(([r, p]) => `${r}.${String(p).padStart(2, '0')}`);

describe("a confirmation's total is what leaves the wallet, to the paisa", () => {
  it('instant buy and sell: the quote’s total and quantity', async () => {
    const who = await moneyUser(provider, { funds: { INR: '500000', BTC: '1', ETH: '10', USDT: '10000' } });
    await fc.assert(
      fc.asyncProperty(coinArb, fc.boolean(), rupeesArb(150, 20_000), async (coin, buy, rupees) => {
        const quote = await ok(
          post(who, '/instant/quotes', { coin, side: buy ? 'buy' : 'sell', unit: 'inr', amount: rupees }),
        );
        const change = await moved(who, async () => {
          await ok(post(who, '/instant/orders', { quote_id: quote.quote_id, idempotency_key: key() }));
        });
        const total = toMinorUnits(quote.total, 'INR');
        const quantity = toMinorUnits(quote.quantity, coin);
        exactly(change, buy ? { INR: -total, [coin]: quantity } : { [coin]: -quantity, INR: total });
      }),
      RUNS,
    );
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('exchange limit orders: the estimate’s total (a buy’s bound) or the quantity is what is held', async () => {
    const who = await moneyUser(provider, { funds: { INR: '5000000', BTC: '2' } });
    const config = pairConfig('BTC-INR');
    const rates = exchangeRates(provider.config.FEE_SCHEDULE);
    // Inside the price band around the last price, and apart: this file's buys rest below its sells, so each order
    // rests whole and its hold is the whole figure.
    const ticker = (await call(provider, 'GET', '/exchange/ticker?pair=BTC-INR')).body;
    const reference = Number(toMinorUnits(ticker.last ?? ticker.bid ?? '9000000', 'INR')) / config.tickPaise;
    const noMarket = {
      bid: ticker.bid,
      ask: ticker.ask,
      last: ticker.last,
      bandPercent: 10,
      levels: () => ({ bids: [], asks: [] }),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 500 }),
        async (buy, lots, offset) => {
          const ticks = Math.round(reference * (buy ? 0.95 : 1.05)) + (buy ? -offset : offset);
          const draft: OrderEstimateDraft = {
            advance_order_type: 'LIMIT',
            order_type: buy ? 'BID' : 'ASK',
            coin: 'BTC',
            base_coin: 'INR',
            rate: ticksToRate(ticks, config),
            volume: fromMinorUnits(BigInt(lots * config.lotMinor), 'BTC'),
            unit: 'volume',
          } as OrderEstimateDraft;
          const shown = estimateDraft(draft, config, rates, noMarket);
          expect(shown).not.toBeNull();
          const change = await moved(who, async () => {
            const placed = await ok(post(who, '/exchange/orders', { ...draft, idempotency_key: key() }));
            expect(placed.fills).toEqual([]);
          });
          exactly(change, buy ? { INR: -(shown?.total ?? 0n) } : { BTC: -(shown?.volumeMinor ?? 0n) });
        },
      ),
      RUNS,
    );
    await ok(post(who, '/exchange/orders/cancel-all', {}), 200);
  });

  it('UMA: the amount shown as the total, with no fee', async () => {
    const who = await moneyUser(provider, { funds: { INR: '100000', USDT: '1000' } });
    const to = await moneyUser(provider);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Asset>('INR', 'USDT'), rupeesArb(1, 100), async (asset, amount) => {
        const change = await moved(who, async () => {
          await ok(
            post(who, '/uma/transfers', {
              to: to.mobile,
              asset,
              amount,
              otp: await code(who),
              idempotency_key: key(),
            }),
          );
        });
        exactly(change, { [asset]: -toMinorUnits(amount, asset) });
      }),
      RUNS,
    );
  });

  it('gift: the quote’s total (worth, fee and GST)', async () => {
    const who = await moneyUser(provider, { funds: { INR: '200000' } });
    const to = await moneyUser(provider);
    await fc.assert(
      fc.asyncProperty(coinArb, rupeesArb(100, 5_000), async (coin, rupees) => {
        const otp = await code(who);
        const quote = await ok(post(who, '/gifts/quotes', { coin, inr_amount: rupees }));
        const change = await moved(who, async () => {
          await ok(
            post(who, '/gifts', {
              quote_id: quote.quote_id,
              recipient_mobile: to.mobile,
              otp,
              idempotency_key: key(),
            }),
          );
        });
        exactly(change, { INR: -toMinorUnits(quote.total, 'INR') });
      }),
      RUNS,
    );
  });

  it('shop and vendor order: the quote’s "You pay", in rupees or the coin sold for it', async () => {
    const who = await moneyUser(provider, { funds: { INR: '100000', BTC: '1', ETH: '10', USDT: '10000' } });
    const merchant = await moneyUser(provider, { spec: { name: 'Banaras Weaves' } });
    const brands = SHOP_CATALOGUE.flatMap((brand) =>
      brand.denominations.map((d) => [brand.id, d.amount] as const),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Asset>('INR', ...COINS),
        fc.constantFrom(...brands),
        rupeesArb(100, 3_000),
        async (payAsset, [brand, amount], price) => {
          const otp = await code(who);
          const shop = await ok(post(who, '/shop/quotes', { brand, amount, pay_asset: payAsset }), 200);
          const bought = await moved(who, async () => {
            await ok(post(who, '/shop/orders', { quote_id: shop.quote_id, otp, idempotency_key: key() }));
          });
          exactly(bought, { [payAsset]: -toMinorUnits(shop.pay_amount, payAsset) });

          const order = await ok(
            post(merchant, '/vendor-orders', {
              reference: `P-${key()}`,
              items: [{ name: 'Kurta', quantity: 1, unit_price: price }],
            }),
          );
          const quote = await ok(
            post(who, '/vendor-orders/quotes', { id: order.id, pay_asset: payAsset }),
            200,
          );
          const otp2 = await code(who);
          const paid = await moved(who, async () => {
            await ok(
              post(who, '/vendor-orders/pay', {
                quote_id: quote.quote_id,
                otp: otp2,
                idempotency_key: key(),
              }),
            );
          });
          exactly(paid, { [payAsset]: -toMinorUnits(quote.pay_amount, payAsset) });
        },
      ),
      RUNS,
    );
  });

  it('loan and repayment: the collateral locked, what reaches the wallet, and each repayment’s total', async () => {
    const who = await moneyUser(provider, { funds: { INR: '200000', BTC: '1' } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(LOAN_PLANS) as Array<keyof typeof LOAN_PLANS>)),
        fc.integer({ min: 5_000, max: 50_000 }),
        fc.integer({ min: 1, max: 99 }),
        async (loanType, rupees, part) => {
          const body = {
            loan_type: loanType,
            loan_amount: String(rupees),
            collateral_coin: 'BTC',
            collateral_amount: '0.02',
            auto_deduct: false,
            tnc_accepted: true,
            otp: await code(who, OTP_PURPOSE.cryptoWithdraw),
            idempotency_key: key(),
          };
          let loanId = 0;
          const borrowed = await moved(who, async () => {
            loanId = (await ok(post(who, '/loans', body))).loan.id;
          });
          const { disbursed } = loanCharges(LOAN_PLANS[loanType], toMinorUnits(String(rupees), 'INR'));
          exactly(borrowed, { BTC: -toMinorUnits('0.02', 'BTC'), INR: disbursed });

          // A part, then the rest: each confirmation's total leaves; the last brings the collateral back.
          for (const share of [part, 100]) {
            const loan = (await call(provider, 'GET', '/loans', { bearer: who.token })).body.data.find(
              (l: { id: number }) => l.id === loanId,
            );
            const owed = toMinorUnits(loan.owed, 'INR');
            const amount = share === 100 ? owed : (owed * BigInt(share)) / 100n || 1n;
            const split = splitPayment(
              {
                interest: toMinorUnits(loan.interest_outstanding, 'INR'),
                principal: toMinorUnits(loan.principal_outstanding, 'INR'),
              },
              amount,
            );
            const repaid = await moved(who, async () => {
              await ok(
                post(who, '/loans/repay', {
                  loan_id: loanId,
                  amount: fromMinorUnits(amount, 'INR'),
                  idempotency_key: key(),
                }),
                200,
              );
            });
            exactly(
              repaid,
              split.closes ? { INR: -amount, BTC: toMinorUnits(loan.collateral, 'BTC') } : { INR: -amount },
            );
          }
        },
      ),
      RUNS,
    );
  });

  it('basket buy and a buying plan’s run: the quote’s pay; a run spends at most its amount and records what it spent', async () => {
    const who = await moneyUser(provider, { funds: { INR: '500000' } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASKETS.map((b) => b.id)),
        rupeesArb(1_000, 20_000),
        async (basketId, rupees) => {
          const quote = await ok(
            post(who, '/baskets/quotes', { side: 'buy', basket_id: basketId, amount: rupees }),
          );
          const bought = await moved(who, async () => {
            await ok(post(who, '/baskets/orders', { quote_id: quote.quote_id, idempotency_key: key() }));
          });
          const pay = toMinorUnits(quote.pay, 'INR');
          expect(bought.INR).toBe(-pay);

          // The plan's first run is due at once: the queue may run it first, so the whole start is measured.
          let planId = 0;
          const ran = await moved(who, async () => {
            const plan = (
              await ok(
                post(who, '/baskets/plans', {
                  target: basketId,
                  amount: rupees,
                  frequency: 'monthly',
                  idempotency_key: key(),
                }),
              )
            ).plan;
            planId = plan.id;
            const answer = await call(
              provider,
              'POST',
              `/dev/plans/${plan.id}/run?due_at=${encodeURIComponent(plan.next_due_at)}`,
            );
            expect(answer.status).toBe(200);
            for (let i = 0; i < 100; i++) {
              const runs = await provider.db
                .selectFrom('plan_runs')
                .select('id')
                .where('plan_id', '=', plan.id)
                .execute();
              if (runs.length > 0) return;
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          });
          const run = await provider.db
            .selectFrom('plan_runs')
            .selectAll()
            .where('plan_id', '=', planId)
            .executeTakeFirstOrThrow();
          expect(run.status).toBe('bought');
          expect(-ran.INR).toBe(BigInt(run.amount));
          expect(-ran.INR <= toMinorUnits(rupees, 'INR')).toBe(true);
          await ok(post(who, '/baskets/plans/update', { plan_id: planId, action: 'cancel' }), 200);
        },
      ),
      RUNS,
    );
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
