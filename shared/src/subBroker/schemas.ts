// Wire schemas of the §7 sub-broker calls: the client-withdrawal OTP and the client lookup (ga_enabled).
import { z } from 'zod';
import { DECIMAL_STRING } from '../money/amount.ts';
import { WITHDRAWAL_STATES, withdrawalSchema } from '../wallet/calls.ts';

// Path and query values arrive as strings; ids are the provider's integer user ids (as in user/schemas.ts).
// Digits only, unlike z.coerce, which would also take '1e3', '0x10' or ' 7'.
const idFromString = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Expected a whole number').transform(Number)])
  .pipe(z.number().int().positive());

/** §7 GET /sub-broker/resend-otp?user_id={client}&withdrawal_amount={amount}: amount in rupees. */
export const subBrokerResendOtpQuerySchema = z
  .object({
    user_id: idFromString,
    withdrawal_amount: z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string'),
  })
  .strict();
export type SubBrokerResendOtpQuery = z.infer<typeof subBrokerResendOtpQuerySchema>;

export const subBrokerResendOtpResponseSchema = z.object({ message: z.string().optional() });
export type SubBrokerResendOtpResponse = z.infer<typeof subBrokerResendOtpResponseSchema>;

/** §7 GET /sub-broker/get-single-user/{id} path parameter. */
export const subBrokerSingleUserParamsSchema = z.object({ id: idFromString }).strict();
export type SubBrokerSingleUserParams = z.infer<typeof subBrokerSingleUserParamsSchema>;

/**
 * §7 the client record; §6 a client with ga_enabled confirms the withdrawal with 2FA. ga_enabled is a
 * number read with `=== 1`, as on the §3 User.
 */
export const subBrokerSingleUserResponseSchema = z.object({
  id: z.number().int().positive(),
  ga_enabled: z.number().int(),
  name: z.string().nullish(),
  mobile_number: z.string().nullish(),
});
export type SubBrokerSingleUserResponse = z.infer<typeof subBrokerSingleUserResponseSchema>;

/** §6 whether the sub-broker's client confirms with Google Authenticator rather than SMS OTP. */
export function clientUsesTwoFactor(client: Pick<SubBrokerSingleUserResponse, 'ga_enabled'>): boolean {
  return client.ga_enabled === 1;
}

export function subBrokerSingleUserPath(id: number): string {
  return `/sub-broker/get-single-user/${encodeURIComponent(String(id))}`;
}

/** A sub-broker application as its applicant sees it; the PAN only masked (it is sealed at rest). */
export const subBrokerApplicationSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  business_name: z.string(),
  pan_masked: z.string(),
  gstin: z.string(),
  code: z.string().nullable(),
  reason: z.string().nullable(),
  applied_at: z.string(),
  decided_at: z.string().nullable(),
});
export type SubBrokerApplication = z.infer<typeof subBrokerApplicationSchema>;

/** An open invitation as the invited user sees it. */
export const subBrokerInvitationSchema = z.object({
  id: z.number().int().positive(),
  business_name: z.string(),
  code: z.string(),
  invited_at: z.string(),
});
export type SubBrokerInvitation = z.infer<typeof subBrokerInvitationSchema>;

/** GET /sub-broker/application: one's application (or none), the invitations open to one, one's sub-broker. */
export const subBrokerStateSchema = z.object({
  application: subBrokerApplicationSchema.nullable(),
  invitations: z.array(subBrokerInvitationSchema),
  sub_broker: z.object({ business_name: z.string(), code: z.string() }).nullable(),
});
export type SubBrokerState = z.infer<typeof subBrokerStateSchema>;

export const subBrokerApplyResponseSchema = z.object({
  application: subBrokerApplicationSchema,
  message: z.string(),
});

/** One client on the sub-broker's dashboard: never another sub-broker's. */
export const subBrokerClientSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  mobile_number: z.string(),
  verification_status: z.enum(['Verified', 'Pending', 'Unverified']),
  balances: z.array(z.object({ asset: z.string(), available: z.string(), locked: z.string() })),
  recent_activity: z.number().int().nonnegative(),
  linked_at: z.string(),
});
export type SubBrokerClient = z.infer<typeof subBrokerClientSchema>;

/** GET /sub-broker/clients: the sub-broker's code, clients and invitations not yet accepted. */
export const subBrokerClientsSchema = z.object({
  code: z.string(),
  business_name: z.string(),
  clients: z.array(subBrokerClientSchema),
  pending: z.array(
    z.object({ id: z.number().int().positive(), mobile_number: z.string(), invited_at: z.string() }),
  ),
});
export type SubBrokerClients = z.infer<typeof subBrokerClientsSchema>;

export const subBrokerMessageSchema = z.object({ message: z.string() });

export const subBrokerInvitationParamsSchema = z.object({ id: idFromString }).strict();

/** A withdrawal a sub-broker started for a client, as the sub-broker sees it. */
export const subBrokerClientWithdrawalSchema = withdrawalSchema.extend({
  user_id: z.number().int().positive(),
  client_name: z.string(),
});
export type SubBrokerClientWithdrawal = z.infer<typeof subBrokerClientWithdrawalSchema>;

/** GET /sub-broker/client-withdrawals: the withdrawals one started for one's clients, newest first. */
export const subBrokerClientWithdrawalsSchema = z.object({ data: z.array(subBrokerClientWithdrawalSchema) });
export type SubBrokerClientWithdrawals = z.infer<typeof subBrokerClientWithdrawalsSchema>;

export const subBrokerClientWithdrawalResponseSchema = z.object({
  withdrawal: subBrokerClientWithdrawalSchema,
  message: z.string(),
});

/** GET /sub-broker/commissions: what one's clients' fills earned, newest first, with the total (rupees). */
export const subBrokerCommissionSchema = z.object({
  source: z.enum(['instant', 'trade']),
  /** The instant order's id, or 'PAIR:trade id'. */
  fill_id: z.string(),
  side: z.enum(['buy', 'sell']),
  client_id: z.number().int().positive(),
  /** The client's display name (rules.ts clientDisplayName). */
  client_name: z.string(),
  fee: z.string(),
  percent: z.number().int(),
  amount: z.string(),
  /** Section 194H's deduction from `amount`; the sub-broker received the rest. */
  tds: z.string(),
  filled_at: z.string(),
  credited_at: z.string(),
});
export type SubBrokerCommission = z.infer<typeof subBrokerCommissionSchema>;

export const subBrokerCommissionsSchema = z.object({
  percent: z.number().int(),
  total: z.string(),
  /** Section 194H deducted from all of them (tds_payable; on Form 26AS / AIS under the sub-broker's PAN). */
  tds: z.string(),
  /** How many there are in all; `commissions` holds the newest 200. */
  count: z.number().int(),
  commissions: z.array(subBrokerCommissionSchema),
});
export type SubBrokerCommissions = z.infer<typeof subBrokerCommissionsSchema>;

/**
 * GET /sub-broker/statements?client_id=&period=: both checked by the provider, in §8's order (not a sub-broker,
 * then not one's client — the same 404 as get-single-user — then the period), so here they are only bounded text.
 */
export const subBrokerStatementQuerySchema = z
  .object({ client_id: z.string().max(20).optional(), period: z.string().max(20).optional() })
  .strict();
export type SubBrokerStatementQuery = z.infer<typeof subBrokerStatementQuerySchema>;

/** One line of a statement: one side of a fill the client took (amounts in rupees, quantities in coin). */
export const subBrokerStatementLineSchema = z.object({
  at: z.string(),
  source: z.enum(['instant', 'trade']),
  fill_id: z.string(),
  /** 'BTC-INR' for an exchange fill, the coin for an instant order. */
  market: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.string(),
  price: z.string(),
  value: z.string(),
  fee: z.string(),
  gst: z.string(),
  tds: z.string(),
  /** Zero until the sweep has credited it (within seconds). */
  commission: z.string(),
});
export type SubBrokerStatementLine = z.infer<typeof subBrokerStatementLineSchema>;

export const subBrokerStatementTotalsSchema = z.object({
  value: z.string(),
  fee: z.string(),
  gst: z.string(),
  tds: z.string(),
  commission: z.string(),
});

export const subBrokerStatementSchema = z.object({
  period: z.string(),
  kind: z.enum(['month', 'financial_year']),
  from: z.string(),
  to: z.string(),
  client: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    mobile_number: z.string().nullable(),
  }),
  sub_broker: z.object({ code: z.string(), business_name: z.string() }),
  lines: z.array(subBrokerStatementLineSchema),
  totals: subBrokerStatementTotalsSchema,
  /** The client's withdrawals this sub-broker started in the period, and the rupees of those not failed. */
  withdrawals: z.array(
    z.object({
      id: z.number().int().positive(),
      at: z.string(),
      amount: z.string(),
      status: z.enum(WITHDRAWAL_STATES),
      destination: z.string(),
    }),
  ),
  withdrawn: z.string(),
  generated_at: z.string(),
});
export type SubBrokerStatement = z.infer<typeof subBrokerStatementSchema>;
