// A buy whose answer is lost between the BFF and the provider (a proxy's 5xx after forwarding, a reset, a hang past
// the timeout): the BFF says the outcome is unknown, not no; instant.outcome then tells what happened, and nothing
// is bought twice. A provider's no stays a no; a buy that never reached the provider before its outcome was asked
// never happens.
import { randomUUID } from 'node:crypto';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { fixedMarket } from '@sikka/tests/support/money';
import { describe, expect, it } from 'vitest';

const TIMEOUT_MS = 1_500;
const stack = bffForFile({
  provider: { market: fixedMarket() },
  faultProxy: true,
  env: { PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) },
});

async function buyer() {
  const { bff } = await stack.signedIn({ inr: '10000' });
  const quote = () =>
    bff.trpc.instant.quote.mutate({ coin: 'BTC', side: 'buy', unit: 'inr', amount: '1000' });
  const orders = async () =>
    (await bff.trpc.wallet.orderHistory.query({ days: 1, page: 1 })).data.map((order) => order.id);
  return { bff, quote, orders };
}

describe('a buy whose answer was lost on the way back', () => {
  it.each([
    ["a proxy's 502 after forwarding", { kind: 'status-after', status: 502 } as const, 'BAD_GATEWAY'],
    ["a proxy's 503 after forwarding", { kind: 'status-after', status: 503 } as const, 'SERVICE_UNAVAILABLE'],
    ['a reset after forwarding', { kind: 'reset-after' } as const, 'BAD_GATEWAY'],
    ['a hang past the timeout', { kind: 'hang-after' } as const, 'GATEWAY_TIMEOUT'],
  ])(
    '%s: the outcome is unknown, and instant.outcome says it was bought, once',
    async (_what, fault, code) => {
      const { bff, quote, orders } = await buyer();
      const { quote_id } = await quote();
      const key = randomUUID();
      stack.proxy.inject('POST', '/instant/orders', fault);
      const lost = await failure(bff.trpc.instant.execute.mutate({ quote_id, idempotency_key: key }));
      expect(lost.code).toBe(code);
      expect(lost.appError).toMatchObject({ kind: 'generic', outcome: 'unknown' });

      const outcome = await bff.trpc.instant.outcome.mutate({ idempotency_key: key });
      expect(outcome.state).toBe('done');
      if (outcome.state !== 'done') return;
      expect(outcome.result.order.side).toBe('buy');
      expect(await orders()).toEqual([outcome.result.order.id]);
      // Asking again, or confirming again with the same key, buys nothing more.
      expect(await bff.trpc.instant.outcome.mutate({ idempotency_key: key })).toEqual(outcome);
      expect(await bff.trpc.instant.execute.mutate({ quote_id, idempotency_key: key })).toEqual(
        outcome.result,
      );
      expect(await orders()).toEqual([outcome.result.order.id]);
    },
  );

  it("the provider's no is a no (outcome refused): a used quote", async () => {
    const { bff, quote } = await buyer();
    const { quote_id } = await quote();
    await bff.trpc.instant.execute.mutate({ quote_id, idempotency_key: randomUUID() });
    const refused = await failure(
      bff.trpc.instant.execute.mutate({ quote_id, idempotency_key: randomUUID() }),
    );
    expect(refused.appError).toMatchObject({ kind: 'message', outcome: 'refused' });
  });

  it('a buy held up before the provider past the timeout, its outcome asked at once: not done, and it never happens', async () => {
    const { bff, quote, orders } = await buyer();
    const { quote_id } = await quote();
    const key = randomUUID();
    stack.proxy.inject('POST', '/instant/orders', { kind: 'delay', ms: TIMEOUT_MS + 1_000 });
    const lost = await failure(bff.trpc.instant.execute.mutate({ quote_id, idempotency_key: key }));
    expect(lost.appError).toMatchObject({ outcome: 'unknown' });
    expect(await bff.trpc.instant.outcome.mutate({ idempotency_key: key })).toEqual({ state: 'not-done' });
    // The held-up request reaches the provider now, and is refused there.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await orders()).toEqual([]);
    expect(await bff.trpc.instant.outcome.mutate({ idempotency_key: key })).toEqual({ state: 'not-done' });
  });
});
