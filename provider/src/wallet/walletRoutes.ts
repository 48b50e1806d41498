// The wallet calls (shared/src/wallet/calls.ts moneyCalls, §7 GET /v2/wallet): balances, deposit addresses,
// rupee deposits, withdrawals with their OTP or authenticator code, and history with its CSV export.
// GET calls take their input as the query string.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { outcomeRequestSchema } from '@sikka/shared/money/idempotency';
import {
  type DepositAddress,
  depositAddressQuerySchema,
  HISTORY_EXPORT_PATH,
  HISTORY_TYPES,
  historyQuerySchema,
  inrDepositRequestSchema,
  type WithdrawalInfo,
  withdrawalOtpRequestSchema,
  withdrawalRequestSchema,
} from '@sikka/shared/wallet/calls';
import type { WalletResponse } from '@sikka/shared/wallet/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../auth/guards.ts';
import { NO_MOBILE_FOR_OTP, OTP_REQUESTED, OTP_STILL_VALID, TWO_FACTOR_REQUIRED } from '../auth/messages.ts';
import { fieldErrorOn } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { userOtpIdentifier } from '../otp/otpRoutes.ts';
import type { Services } from '../services.ts';
import type { UserRow } from '../user/usersRepo.ts';
import { requireVerified } from './permission.ts';
import { walletsOf } from './wallets.ts';

/** §9 purposes: 7 for a coin withdrawal, 8 (transaction) for rupees. */
export function withdrawalOtpPurpose(coin: string): number {
  return coin === 'INR' ? OTP_PURPOSE.transaction : OTP_PURPOSE.cryptoWithdraw;
}

const historyParams = z.object({ type: z.enum(HISTORY_TYPES) }).strict();
const exportQuerySchema = historyQuerySchema.omit({ page: true });

export function registerWalletRoutes(app: FastifyInstance, services: Services): void {
  const { db, money, otp } = services;

  /** The authenticator step of a ga_enabled user's withdrawal (no SMS); a live one is kept as it is. */
  const startAuthenticatorStep = (user: UserRow, purpose: number) =>
    otp.start({
      identifier: userOtpIdentifier(user.id),
      purpose,
      channel: 'totp',
      destination: null,
      userId: user.id,
    });

  app.get('/v2/wallet', async (request): Promise<WalletResponse> => {
    const session = await requireSession(services, request);
    return walletsOf(db, session.userId);
  });

  app.get('/wallet/deposit-address', async (request): Promise<DepositAddress> => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const { coin } = parseWith(depositAddressQuerySchema, request.query);
    return money.chain.addressOf(session.userId, coin);
  });

  app.post('/wallet/deposits', async (request, reply) => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const body = parseWith(inrDepositRequestSchema, request.body);
    const outcome = await money.deposits.createInr(session.userId, body);
    return reply.code(outcome.status).send(outcome.body);
  });

  app.get('/wallet/withdrawals/info', async (request): Promise<WithdrawalInfo> => {
    const session = await requireSession(services, request);
    const { coin } = parseWith(withdrawalOtpRequestSchema, request.query);
    return money.withdrawals.info(session.user, coin);
  });

  app.post('/wallet/withdrawals/otp', async (request) => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const { coin } = parseWith(withdrawalOtpRequestSchema, request.body);
    const { user } = session;
    money.withdrawals.assertNotBlocked(user);
    const purpose = withdrawalOtpPurpose(coin);
    if (user.ga_enabled === 1) {
      await startAuthenticatorStep(user, purpose);
      return { required: '2FA', message: TWO_FACTOR_REQUIRED };
    }
    if (user.mobile_number === null) throw fieldErrorOn('mobile_number', NO_MOBILE_FOR_OTP);
    const started = await otp.start({
      identifier: userOtpIdentifier(user.id),
      purpose,
      channel: 'sms',
      destination: user.mobile_number,
      userId: user.id,
    });
    // Asked again inside the resend wait (the dialog closed and reopened): the code already sent still
    // stands, so the person is pointed to it rather than refused, as login does.
    return { required: null, message: started.outcome === 'waiting' ? OTP_STILL_VALID : OTP_REQUESTED };
  });

  app.post('/wallet/withdrawals', async (request, reply) => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const { otp: code, ...body } = parseWith(withdrawalRequestSchema, request.body);
    const { user } = session;
    const purpose = withdrawalOtpPurpose(body.coin);
    // An authenticator code needs no earlier call to send anything; make sure its step stands.
    if (user.ga_enabled === 1) await startAuthenticatorStep(user, purpose);
    const outcome = await money.withdrawals.request(user, body, (trx) =>
      otp.check(trx, userOtpIdentifier(user.id), purpose, code),
    );
    return reply.code(outcome.status).send(outcome.body);
  });

  // The outcome of a deposit or withdrawal whose answer was lost, by its idempotency key (not Verified-only).
  app.post('/wallet/deposits/outcome', async (request) => {
    const session = await requireSession(services, request);
    const { idempotency_key } = parseWith(outcomeRequestSchema, request.body);
    return money.deposits.outcome(session.userId, idempotency_key);
  });

  app.post('/wallet/withdrawals/outcome', async (request) => {
    const session = await requireSession(services, request);
    const { idempotency_key } = parseWith(outcomeRequestSchema, request.body);
    return money.withdrawals.outcome(session.userId, idempotency_key);
  });

  app.get(HISTORY_EXPORT_PATH, async (request, reply) => {
    const session = await requireSession(services, request);
    const { type, days } = parseWith(exportQuerySchema, request.query);
    const csv = await money.history.csv(session.userId, type, days);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="sikka-${type}-${days}d.csv"`)
      .send(csv);
  });

  app.get('/wallet/history/:type', async (request) => {
    const session = await requireSession(services, request);
    const { type } = parseWith(historyParams, request.params);
    const query = parseWith(historyQuerySchema, request.query);
    if (query.type !== type) throw fieldErrorOn('type', `Expected type=${type} for this history`);
    return money.history.page(session.userId, { ...query, type });
  });
}
