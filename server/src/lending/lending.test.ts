// Lending through the BFF against the real provider: the terms, a borrow confirmed with the §9 lending code (7) once
// per idempotency key, the loan list and statement, a repayment refused over what is owed on its field (§8), and
// the full repayment that closes the loan and returns the collateral.
import { LENDING_MESSAGES } from '@sikka/shared/lending/schemas';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { fixedMarket, key } from '@sikka/tests/support/money';
import { fundUser, latestOtp } from '@sikka/tests/support/provider';
import { beforeAll, describe, expect, it } from 'vitest';

const stack = bffForFile({ provider: { market: fixedMarket() } });

beforeAll(async () => {
  const funded = await fetch(`${stack.provider.url}/dev/loans/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '100000000' }),
  });
  expect(funded.status).toBe(201);
});

describe('lending through the BFF', () => {
  it('borrows against BTC with the lending code, lists it, repays it and gets the collateral back', async () => {
    const a = await stack.signedIn({ btc: '0.1' });
    const terms = await a.bff.trpc.lending.terms.query();
    expect(terms.plans.map((plan) => plan.loan_type)).toEqual(['flexi_30', 'standard_90', 'long_180']);

    stack.provider.clock.advanceSeconds(91);
    await a.bff.trpc.user.requestOtp.mutate({ type: 7 });
    const request = {
      loan_type: 'flexi_30' as const,
      loan_amount: '10000',
      collateral_coin: 'BTC' as const,
      collateral_amount: '0.01',
      auto_deduct: false,
      tnc_accepted: true as const,
      otp: await latestOtp(stack.provider.url, a.mobile),
      idempotency_key: key(),
    };
    const [first, again] = await Promise.all([
      a.bff.trpc.lending.borrow.mutate(request),
      a.bff.trpc.lending.borrow.mutate(request),
    ]);
    expect(first.message).toBe(LENDING_MESSAGES.borrowed);
    expect(again.loan.id).toBe(first.loan.id);
    expect(first.loan).toMatchObject({
      principal: '10000.00',
      processing_fee: '50.00',
      gst: '9.00',
      disbursed: '9941.00',
    });

    const page = await a.bff.trpc.lending.list.query({ page: 1 });
    expect(page.data.map((loan) => loan.id)).toEqual([first.loan.id]);

    const tooMuch = await failure(
      a.bff.trpc.lending.repay.mutate({ loan_id: first.loan.id, amount: '10000.01', idempotency_key: key() }),
    );
    expect(tooMuch.appError).toMatchObject({ fieldErrors: { amount: [LENDING_MESSAGES.overRepay] } });

    await a.bff.trpc.lending.repay.mutate({ loan_id: first.loan.id, amount: '59', idempotency_key: key() });
    const balances = await a.bff.trpc.wallet.balances.query();
    expect(balances.wallets.INR.available).toBe('9882.00');
    // A deposit tops up what the disbursal lacked after the fee: then the rest closes the loan.
    await fundUser(stack.provider.url, a.user.id, 'INR', '500');
    const closed = await a.bff.trpc.lending.repay.mutate({
      loan_id: first.loan.id,
      amount: '9941',
      idempotency_key: key(),
    });
    expect(closed.loan).toMatchObject({ status: 'repaid', owed: '0.00' });
    const after = await a.bff.trpc.wallet.balances.query();
    expect(after.wallets.BTC.available).toBe('0.10000000');
    const statement = await a.bff.trpc.lending.statement.query({ loan_id: first.loan.id });
    expect(statement.lines.map((line) => line.kind)).toEqual([
      'disbursal',
      'processing_fee',
      'repayment',
      'repayment',
      'collateral_release',
    ]);
  });

  it('refuses an unaccepted loan on tnc_accepted before it reaches the provider', async () => {
    const a = await stack.signedIn({ btc: '0.1' });
    const refused = await failure(
      a.bff.trpc.lending.borrow.mutate({
        loan_type: 'flexi_30',
        loan_amount: '10000',
        collateral_coin: 'BTC',
        collateral_amount: '0.01',
        auto_deduct: false,
        tnc_accepted: false as unknown as true,
        otp: '123456',
        idempotency_key: key(),
      }),
    );
    expect(refused.appError?.fieldErrors).toHaveProperty('tnc_accepted');
  });
});
