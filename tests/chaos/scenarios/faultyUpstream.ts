// A fault proxy between the BFF and the provider: buys through the BFF while one in five of the provider's answers
// is lost to a 5xx of the proxy's own, and others to resets, hangs past the BFF's time limit and added latency. No
// buy that happened may be reported as a failure: an answer that was lost must say its outcome is unknown, and the
// outcome asked by key must then match the record; the rupees are exactly the orders', the books balance.
import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@sikka/shared/money/amount';
import type { Fault } from '../../support/faultProxy.ts';
import {
  type Answer,
  allOrders,
  booksBalanced,
  dataOf,
  devUser,
  signInToBff,
  signInToProvider,
} from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const BUYS = Number(process.env.CHAOS_FAULTY_BUYS ?? 60);
const FUNDING = '1000000';

/** One buy's fault: a 5xx one time in five, a reset, a hang, latency, or none. */
function pickFault(upstreamTimeoutMs: number): Fault | null {
  const roll = Math.random();
  if (roll < 0.2)
    return { kind: 'status-after', status: [500, 502, 503, 504][Math.floor(Math.random() * 4)] as number };
  if (roll < 0.3) return { kind: 'reset-after' };
  if (roll < 0.35) return { kind: 'hang-after' };
  if (roll < 0.5) return { kind: 'delay', ms: Math.floor(Math.random() * (upstreamTimeoutMs / 2)) };
  return null;
}

const appErrorOf = (answer: Answer) =>
  (answer.body as { error?: { data?: { appError?: { outcome?: string } } } }).error?.data?.appError;

export const faultyUpstream: Scenario = {
  name: 'a faulty link between the BFF and the provider',
  async run(stack) {
    const user = await devUser(stack.providerUrl, { funds: { INR: FUNDING } });
    const browser = await signInToBff(stack.bffUrl, stack.providerUrl, user);
    let acknowledged = 0;
    let unknown = 0;
    let unknownDone = 0;
    let refused = 0;
    let slowestMs = 0;
    let quoteRefusal = '';
    for (let buy = 0; buy < BUYS; buy += 1) {
      const quote = await browser.mutate('instant.quote', {
        coin: 'BTC',
        side: 'buy',
        unit: 'inr',
        amount: '500',
      });
      if (quote.status !== 200) {
        quoteRefusal ||= `${quote.status} ${JSON.stringify(quote.body).slice(0, 200)}`;
        continue;
      }
      const fault = pickFault(stack.upstreamTimeoutMs);
      if (fault) stack.proxy.inject('POST', '/instant/orders', fault);
      const key = randomUUID();
      const started = performance.now();
      const answer = await browser.mutate('instant.execute', {
        quote_id: dataOf<{ quote_id: string }>(quote).quote_id,
        idempotency_key: key,
      });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (answer.status === 200) {
        acknowledged += 1;
        continue;
      }
      if (appErrorOf(answer)?.outcome === 'unknown') {
        unknown += 1;
        const outcome = await browser.mutate('instant.outcome', { idempotency_key: key });
        if (dataOf<{ state: string }>(outcome).state === 'done') unknownDone += 1;
      } else {
        refused += 1;
      }
    }
    const caller = await signInToProvider(stack.providerUrl, user);
    const orders = await allOrders(caller);
    // Every order on record was acknowledged or found done by its key: none behind a reported failure.
    const doneButReportedFailed = orders.length - acknowledged - unknownDone;
    const spent = orders.reduce((sum, order) => sum + toMinorUnits(order.total, 'INR'), 0n);
    const wallet = (await caller.get('/v2/wallet')).body as { wallets: { INR: { available: string } } };
    const exact = toMinorUnits(wallet.wallets.INR.available, 'INR') === toMinorUnits(FUNDING, 'INR') - spent;
    const balanced = await booksBalanced(stack.providerUrl, stack.adminToken);
    const limitMs = stack.upstreamTimeoutMs + 1_000;
    return [
      row(
        `${BUYS} buys through the BFF, faults injected (${stack.proxy.faulted.length} faulted)`,
        `${acknowledged} acknowledged, ${unknown} unknown (${unknownDone} done when asked), ${refused} refused; done but reported failed: ${doneButReportedFailed}${quoteRefusal ? `; a quote refused: ${quoteRefusal}` : ''}`,
        doneButReportedFailed === 0 &&
          refused === 0 &&
          acknowledged + unknown === BUYS &&
          stack.proxy.faulted.length > 0,
      ),
      row(
        'the slowest answer under hangs',
        `${Math.round(slowestMs)} ms (limit ${limitMs} ms: the BFF's upstream time limit and a second)`,
        slowestMs <= limitMs,
      ),
      row(
        'money after the faults',
        `rupees ${exact ? 'exact' : 'WRONG'}; books ${balanced ? 'balanced' : 'NOT balanced'}`,
        exact && balanced,
      ),
    ];
  },
};
