// proxy(call): the procedure a descriptor makes. A GET is a query and a POST a mutation unless named; the input is the
// call's request schema's (checked before any call, a refusal on its field); the caller is who the call's auth says
// (nobody, the session's bearer, the recovery cookie's token); a body that is the empty object is sent as {} and asks
// for no input; the answer is the call's.
import { authCalls, twoFactorCalls } from '@sikka/shared/auth/calls';
import type { AppError } from '@sikka/shared/errors/appError';
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { moneyCalls, walletCalls, type withdrawalRequestSchema } from '@sikka/shared/wallet/calls';
import type { inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import pino from 'pino';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AppRouter } from './appRouter.ts';
import type { Context } from './context.ts';
import { AppTRPCError, RECOVERY_ENDED_MESSAGE } from './errors/appErrors.ts';
import { proxy } from './proxy.ts';
import { createCallerFactory, router } from './trpc.ts';
import type { ProviderCall } from './upstream/calls.ts';
import type { SendOptions } from './upstream/client.ts';

const described = router({
  pairs: proxy(exchangeCalls.pairs),
  balances: proxy(walletCalls.wallets),
  withdrawalOtp: proxy(moneyCalls.withdrawalOtp),
  sendClientCode: proxy(subBrokerCalls.resendOtp, 'mutation'),
  twoFactorSetup: proxy(twoFactorCalls.setup),
  reset: proxy(authCalls.reset),
});

const ANSWER = { message: 'from the provider' };

/** A context whose provider records what it is sent and answers ANSWER. */
function caller(who: { session?: string; recovery?: string }) {
  const sent: { path: string; options: SendOptions }[] = [];
  const context = {
    transport: 'http',
    ip: '203.0.113.9',
    userAgent: 'a browser',
    log: pino({ level: 'silent' }),
    requestId: 'request-1',
    session: who.session === undefined ? null : { token: who.session, userId: 7 },
    sessionEnded: null,
    cookies: {
      readRecovery: async () => who.recovery ?? null,
      clearRecovery: () => {},
      clearSession: () => {},
    },
    metrics: { procedure: { observe: () => {} } },
    provider: {
      send: async (call: ProviderCall, options: SendOptions) => {
        sent.push({ path: call.path, options });
        return ANSWER;
      },
    },
  };
  // A context of only what these procedures touch.
  return { call: createCallerFactory(described)(context as unknown as Context), sent };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppTRPCError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.appError;
}

describe('proxy(call)', () => {
  it('a GET is a query and a POST a mutation; a router may name the kind', () => {
    const kinds = Object.fromEntries(
      Object.entries(described._def.procedures).map(([name, procedure]) => [name, procedure._def.type]),
    );
    expect(kinds).toEqual({
      pairs: 'query',
      balances: 'query',
      withdrawalOtp: 'mutation',
      sendClientCode: 'mutation',
      twoFactorSetup: 'mutation',
      reset: 'mutation',
    });
  });

  it("a visitor's call goes without a credential, with the request id and the browser's address", async () => {
    const { call, sent } = caller({});
    expect(await call.pairs()).toEqual(ANSWER);
    expect(sent).toEqual([
      {
        path: exchangeCalls.pairs.path,
        options: expect.objectContaining({
          credential: undefined,
          requestId: 'request-1',
          clientIp: '203.0.113.9',
        }),
      },
    ]);
    expect(sent[0]?.options).not.toHaveProperty('body');
  });

  it("a bearer call carries the session's token, and without a session is refused before any call", async () => {
    const { call, sent } = caller({ session: 'session-token' });
    await call.withdrawalOtp({ coin: 'BTC' });
    expect(sent[0]?.options).toMatchObject({ body: { coin: 'BTC' }, credential: 'session-token' });

    const visitor = caller({});
    expect((await refusal(visitor.call.balances())).kind).toBe('token-invalid');
    expect(visitor.sent).toEqual([]);
  });

  it("the input is checked by the call's request schema before any call: a refusal on its field", async () => {
    const { call, sent } = caller({ session: 'session-token' });
    // @ts-expect-error: DOGE is no asset, as the request schema's type says too.
    const refused = await refusal(call.withdrawalOtp({ coin: 'DOGE' }));
    expect(refused).toMatchObject({ kind: 'field', firstFieldError: { field: 'coin' } });
    expect(sent).toEqual([]);
  });

  it('a body that is the empty object asks for no input and is sent as {}', async () => {
    const { call, sent } = caller({ session: 'session-token' });
    await call.twoFactorSetup();
    expect(sent[0]?.options).toMatchObject({ body: {}, credential: 'session-token' });
  });

  it("a recovery step carries the recovery cookie's token, and is refused as timed out without one", async () => {
    const input = {
      mobile_number: '9999999999',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    };
    const { call, sent } = caller({ recovery: 'recovery-token' });
    await call.reset(input);
    expect(sent[0]?.options).toMatchObject({ body: input, credential: 'recovery-token' });

    const ended = caller({});
    expect(await refusal(ended.call.reset(input))).toMatchObject({ message: RECOVERY_ENDED_MESSAGE });
    expect(ended.sent).toEqual([]);
  });

  it('is typed as its call: the input its request schema takes, the answer its response schema gives', () => {
    type Withdraw = AppRouter['wallet']['withdraw'];
    expectTypeOf<inferProcedureInput<Withdraw>>().toEqualTypeOf<z.input<typeof withdrawalRequestSchema>>();
    expectTypeOf<inferProcedureOutput<Withdraw>>().toEqualTypeOf<
      z.output<typeof moneyCalls.withdraw.response>
    >();
    expectTypeOf<inferProcedureInput<AppRouter['wallet']['balances']>>().toEqualTypeOf<void>();
  });
});
