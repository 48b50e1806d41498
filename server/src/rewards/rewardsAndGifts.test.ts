// Scratch cards and gifts through the BFF against the real provider: a coupon at sign-up earns a card, revealed once
// however many reveals race (the pool pays the wallet once), then redeemed; a gift of ₹500 of BTC goes out with the
// §9 transaction code, once per idempotency key, and its recipient claims it once; refusals arrive as §8 field errors.
import { GIFT_MESSAGES } from '@sikka/shared/gifting/schemas';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { REWARD_MESSAGES } from '@sikka/shared/rewards/texts';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { fixedMarket, key } from '@sikka/tests/support/money';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'rewards-bff-test-admin-token-0123456789';
const stack = bffForFile({ provider: { env: { ADMIN_TOKEN }, market: fixedMarket() } });

async function fundPool(asset: string, amount: string): Promise<void> {
  const funded = await fetch(`${stack.provider.url}/admin/rewards/fund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ asset, amount }),
  });
  expect(funded.status).toBe(201);
}

describe('rewards through the BFF', () => {
  it('a sign-up coupon earns a card; ten racing reveals credit it once; redeem answers its message', async () => {
    await fundPool('INR', '1000');
    const bff = stack.browser();
    const mobile = '9876512345';
    const challenge = await bff.trpc.auth.captcha.query();
    await bff.trpc.auth.signup.mutate({
      mobile_number: mobile,
      password: 'Sikka@2026',
      tnc_accepted: 1,
      coupon_code: 'welcome20',
      recaptcha_code: solveCaptcha(challenge),
    });
    await bff.trpc.auth.verifyOtp.mutate({
      mobile_number: mobile,
      type: 3,
      otp: await latestOtp(stack.provider.url, mobile),
    });

    const [card] = await bff.trpc.rewards.pending.query();
    expect(card).toMatchObject({ coin: 'INR', rewards_string: 'Scratch to reveal your cash reward' });
    const reveals = await Promise.all(
      Array.from({ length: 10 }, () =>
        bff.trpc.rewards.reveal.mutate({ reward_id: card?.reward_id as number }),
      ),
    );
    for (const answer of reveals) expect(answer[0]).toMatchObject({ rewards_string: 'You won ₹20.00' });
    const { wallets } = await bff.trpc.wallet.balances.query();
    expect(wallets.INR.available).toBe('20.00');
    expect(await bff.trpc.rewards.pending.query()).toEqual([]);
    const history = await bff.trpc.rewards.history.query({ page: 1 });
    expect(history.data).toMatchObject([{ status: 'revealed', campaign: 'coupon', amount: '20.00' }]);

    expect(await bff.trpc.rewards.redeem.mutate({ reward_id: card?.reward_id as number })).toEqual({
      message: REWARD_MESSAGES.redeemed,
    });
    const someoneElses = await failure(bff.trpc.rewards.reveal.mutate({ reward_id: 999_999 }));
    expect(someoneElses.appError?.message).toBe(REWARD_MESSAGES.notFound);
  });
});

describe('gifting through the BFF', () => {
  it('A gifts ₹500 of BTC with the transaction code (once per key); B claims it once', async () => {
    const a = await stack.signedIn({ inr: '10000' });
    const b = await stack.signedIn();
    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const otp = await latestOtp(stack.provider.url, a.mobile);
    const quote = await a.bff.trpc.gifting.quote.mutate({ coin: 'BTC', inr_amount: '500' });
    expect(quote).toMatchObject({ coin: 'BTC', worth: '500.00' });
    const gift = {
      quote_id: quote.quote_id,
      recipient_mobile: b.mobile,
      message: 'Happy Diwali!',
      otp,
      idempotency_key: key(),
    };
    const sent = await a.bff.trpc.gifting.send.mutate(gift);
    expect(sent.gift).toMatchObject({
      status: 'sent',
      direction: 'sent',
      coin: 'BTC',
      message: 'Happy Diwali!',
    });
    // The same request again (a retried Confirm): the same gift, nothing moved twice.
    const again = await a.bff.trpc.gifting.send.mutate(gift);
    expect(again.gift.id).toBe(sent.gift.id);
    expect((await a.bff.trpc.gifting.list.query({ box: 'sent', page: 1 })).total).toBe(1);

    const received = await b.bff.trpc.gifting.list.query({ box: 'received', page: 1 });
    expect(received.data).toMatchObject([{ id: sent.gift.id, status: 'sent', direction: 'received' }]);
    const claimKey = key();
    const claimed = await b.bff.trpc.gifting.claim.mutate({
      gift_id: sent.gift.id,
      idempotency_key: claimKey,
    });
    expect(claimed.gift.status).toBe('claimed');
    const { wallets } = await b.bff.trpc.wallet.balances.query();
    expect(wallets.BTC.available).toBe(sent.gift.quantity);
    // What left A's rupees is the quote's total, the confirmation's last line.
    expect((await a.bff.trpc.wallet.balances.query()).wallets.INR.available).toBe(
      fromMinorUnits(10_000_00n - toMinorUnits(quote.total, 'INR'), 'INR'),
    );
    const twice = await failure(
      b.bff.trpc.gifting.claim.mutate({ gift_id: sent.gift.id, idempotency_key: key() }),
    );
    expect(twice.appError?.message).toBe(GIFT_MESSAGES.notClaimable);
  });

  it('refuses a gift to oneself, below ₹100 and a claim by another number, as §8 errors', async () => {
    const a = await stack.signedIn({ inr: '10000' });
    const c = await stack.signedIn();
    const base = { message: '', otp: '123456' };
    const quote = await a.bff.trpc.gifting.quote.mutate({ coin: 'ETH', inr_amount: '500' });
    const self = await failure(
      a.bff.trpc.gifting.send.mutate({
        ...base,
        quote_id: quote.quote_id,
        recipient_mobile: a.mobile,
        idempotency_key: key(),
      }),
    );
    expect(self.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'recipient_mobile', message: GIFT_MESSAGES.toYourself },
    });
    const small = await failure(a.bff.trpc.gifting.quote.mutate({ coin: 'ETH', inr_amount: '99' }));
    expect(small.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'inr_amount', message: GIFT_MESSAGES.minimum },
    });

    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const small200 = await a.bff.trpc.gifting.quote.mutate({ coin: 'ETH', inr_amount: '200' });
    const sent = await a.bff.trpc.gifting.send.mutate({
      ...base,
      quote_id: small200.quote_id,
      recipient_mobile: '6000000001',
      otp: await latestOtp(stack.provider.url, a.mobile),
      idempotency_key: key(),
    });
    const notMine = await failure(
      c.bff.trpc.gifting.claim.mutate({ gift_id: sent.gift.id, idempotency_key: key() }),
    );
    expect(notMine.appError?.message).toBe(GIFT_MESSAGES.notForYou);
    expect((await c.bff.trpc.wallet.balances.query()).wallets.ETH.available).toBe('0.00000000');
  });
});
