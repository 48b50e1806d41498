// The declaration form over the BFF against the real provider, as /in/profile/form calls it: a withdrawal above
// the threshold is held, user.details' esign_request names it (§4 banner), the form reads it, a wrong code is
// refused on its field, the §9 transaction code signs it and the withdrawal goes on; someone else's is not found.
import { randomUUID } from 'node:crypto';
import { DECLARATION_MESSAGES, DECLARATION_OTP_PURPOSE } from '@sikka/shared/declaration/declaration';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile({
  provider: { env: { DECLARATION_THRESHOLDS: '{"INR":"20000","BTC":"0.1","ETH":"5","USDT":"2500"}' } },
});

const form = {
  source_of_funds: 'Business income',
  user_comment: 'Paying a supplier',
  declared: true,
} as const;

describe('a held withdrawal signed through the BFF', () => {
  it('is held, named by user.details, read by the form, and released by the signature', async () => {
    const person = await stack.signedIn({ inr: '50000', bank: true });
    const { bff, mobile } = person;
    await bff.trpc.wallet.requestWithdrawalOtp.mutate({ coin: 'INR' });
    const withdrawn = await bff.trpc.wallet.withdraw.mutate({
      coin: 'INR',
      amount: '30000',
      otp: await latestOtp(stack.provider.url, mobile),
      idempotency_key: randomUUID(),
    });
    expect(withdrawn).toMatchObject({
      message: DECLARATION_MESSAGES.heldWithdraw,
      withdrawal: { status: 'held' },
    });

    const { esign_request: held } = await bff.trpc.user.details.query();
    expect(held).toMatchObject({ order_type: 'WITHDRAW', amount: '30000.00', coin: 'INR' });
    const id = held?.esign_req_id ?? 0;
    expect(await bff.trpc.declaration.get.query({ id })).toMatchObject({
      status: 'pending',
      order_id: withdrawn.withdrawal.id,
    });

    stack.provider.clock.advanceSeconds(91);
    await bff.trpc.user.requestOtp.mutate({ type: DECLARATION_OTP_PURPOSE });
    const code = await latestOtp(stack.provider.url, mobile);
    const wrong = await failure(
      bff.trpc.declaration.sign.mutate({ id, ...form, otp: code === '999999' ? '111111' : '999999' }),
    );
    expect(wrong.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'otp' } });

    const signed = await bff.trpc.declaration.sign.mutate({ id, ...form, otp: code });
    expect(signed).toMatchObject({
      message: DECLARATION_MESSAGES.signedWithdraw,
      declaration: { status: 'signed' },
    });
    expect((await bff.trpc.user.details.query()).esign_request).toBeNull();
    const history = await bff.trpc.wallet.withdrawalHistory.query({ days: 1, page: 1 });
    expect(history.data[0]).toMatchObject({ id: withdrawn.withdrawal.id, status: 'requested' });

    const other = await stack.signedIn();
    const stranger = await failure(other.bff.trpc.declaration.get.query({ id }));
    expect(stranger.appError).toMatchObject({ message: DECLARATION_MESSAGES.notFound });
  });

  it('a form without the tick is refused on its field (§8) before it reaches the provider', async () => {
    const { bff } = await stack.signedIn();
    const refused = await failure(
      bff.trpc.declaration.sign.mutate({ id: 1, ...form, declared: false as true, otp: '123456' }),
    );
    expect(refused.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'declared', message: DECLARATION_MESSAGES.declarationRequired },
    });
  });
});
