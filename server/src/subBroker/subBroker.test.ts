// Sub-brokers through the BFF against the real provider: a verified person applies, an operator approves, the
// profile carries is_subbroker and the subbroker list; an invitation accepted with the sub-broker OTP (9) puts the
// client on the dashboard and get-single-user answers their ga_enabled; a normal user hears the silent
// 'You are not a sub-broker', and another sub-broker's client is 'Not Found'.
import { randomUUID } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { gstinCheckChar } from '@sikka/shared/invoice/rules';
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { addBankAccount, call, newestCode } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../upstream/client.ts';

const ADMIN = 'sub-broker-bff-admin-token-0123456789abcdef';
const stack = bffForFile({ provider: { env: { ADMIN_TOKEN: ADMIN } } });

function business(n: number) {
  const pan = `PQRST${String(n).padStart(4, '0')}K`;
  const first14 = `07${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckChar(first14)}` };
}

describe('sub-brokers through the BFF', () => {
  it('apply, approval, invitation accepted with OTP 9, the dashboard and one client', async () => {
    const sb = await stack.signedIn();
    const applied = await sb.bff.trpc.subBroker.submit.mutate({
      business_name: 'Delhi Desk',
      ...business(1),
    });
    expect(applied.application.status).toBe('pending');
    const approved = await call(stack.provider, 'POST', `/admin/sub-brokers/${sb.user.id}/approve`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(approved.status).toBe(200);
    const me = await sb.bff.trpc.user.details.query();
    expect(me).toMatchObject({
      is_subbroker: 1,
      subbroker: [expect.objectContaining({ id: expect.any(Number) })],
    });

    const client = await stack.signedIn({ inr: '2500' });
    await sb.bff.trpc.subBroker.invite.mutate({ mobile_number: client.mobile });
    const state = await client.bff.trpc.subBroker.state.query();
    const id = state.invitations[0]?.id as number;
    expect(state.invitations[0]?.code).toBe(approved.body.code);
    stack.provider.clock.advanceSeconds(91);
    await client.bff.trpc.user.requestOtp.mutate({ type: OTP_PURPOSE.subBroker });
    const otp = await newestCode(stack.provider.url, client.mobile, OTP_PURPOSE.subBroker);
    expect(await client.bff.trpc.subBroker.accept.mutate({ id, otp })).toEqual({
      message: SUB_BROKER_MESSAGES.accepted,
    });

    const dashboard = await sb.bff.trpc.subBroker.clients.query();
    expect(dashboard.code).toBe(approved.body.code);
    expect(dashboard.clients.map((c) => [c.id, c.verification_status])).toEqual([
      [client.user.id, 'Verified'],
    ]);
    expect(dashboard.clients[0]?.balances.find((b) => b.asset === 'INR')?.available).toBe('2500.00');
    expect(await sb.bff.trpc.subBroker.singleUser.query({ id: client.user.id })).toMatchObject({
      id: client.user.id,
      ga_enabled: 0,
    });

    // A withdrawal for the client: the code goes to the client, the sub-broker enters it, it lists.
    await addBankAccount(stack.provider.url, client.user.id);
    stack.provider.clock.advanceSeconds(91);
    expect(
      await sb.bff.trpc.subBroker.sendClientCode.mutate({
        user_id: client.user.id,
        withdrawal_amount: '500',
      }),
    ).toEqual({ message: SUB_BROKER_MESSAGES.codeSent });
    const code = await newestCode(stack.provider.url, client.mobile, OTP_PURPOSE.subBrokerWithdraw);
    const wrong = await failure(
      sb.bff.trpc.subBroker.withdrawForClient.mutate({
        user_id: client.user.id,
        amount: '600',
        otp: code,
        idempotency_key: randomUUID(),
      }),
    );
    expect(wrong.appError?.firstFieldError).toEqual({
      field: 'amount',
      message: SUB_BROKER_MESSAGES.codeForOtherAmount,
    });
    const done = await sb.bff.trpc.subBroker.withdrawForClient.mutate({
      user_id: client.user.id,
      amount: '500',
      otp: code,
      idempotency_key: randomUUID(),
    });
    expect(done.withdrawal).toMatchObject({ amount: '500.00', status: 'requested', user_id: client.user.id });
    expect((await sb.bff.trpc.subBroker.clientWithdrawals.query()).data.map((w) => w.id)).toEqual([
      done.withdrawal.id,
    ]);
  });

  it("a normal user hears the silent 'You are not a sub-broker'; another's client is not found", async () => {
    const normal = await stack.signedIn();
    const refused = await failure(normal.bff.trpc.subBroker.clients.query());
    expect(refused.httpStatus).toBe(403);
    expect(refused.appError).toMatchObject({ kind: 'silent' });
    const single = await failure(normal.bff.trpc.subBroker.singleUser.query({ id: normal.user.id }));
    expect(single.appError).toMatchObject({ kind: 'silent' });
    const code = await failure(
      normal.bff.trpc.subBroker.sendClientCode.mutate({ user_id: normal.user.id, withdrawal_amount: '1' }),
    );
    expect(code.appError).toMatchObject({ kind: 'silent' });

    const other = await stack.signedIn();
    await other.bff.trpc.subBroker.submit.mutate({ business_name: 'Other Desk', ...business(2) });
    await call(stack.provider, 'POST', `/admin/sub-brokers/${other.user.id}/approve`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    const stranger = await failure(other.bff.trpc.subBroker.singleUser.query({ id: normal.user.id }));
    expect(stranger.httpStatus).toBe(404);
    // A bad invitation field is a §8 field error on its input.
    const bad = await failure(other.bff.trpc.subBroker.invite.mutate({ mobile_number: '12345' }));
    expect(bad.appError?.firstFieldError).toEqual({
      field: 'mobile_number',
      message: SUB_BROKER_MESSAGES.mobile,
    });
  });

  it('fills a path parameter with a positive whole number or a lower-case word only', () => {
    expect(fillPath('/sub-broker/get-single-user/{id}', { id: 77 })).toBe('/sub-broker/get-single-user/77');
    for (const id of [0, -1, 1.5, Number.NaN, '', '../77', '77/x', 'a b', 'A', '%2e'])
      expect(() => fillPath('/sub-broker/get-single-user/{id}', { id })).toThrow();
    expect(() => fillPath('/sub-broker/get-single-user/{id}')).toThrow();
    expect(fillPath('/kyc/documents/{kind}', { kind: 'pan_card' })).toBe('/kyc/documents/pan_card');
  });
});
