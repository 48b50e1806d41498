// Wire schemas of the money calls: deposits, withdrawals, history and export. Paths and bodies are
// our design in docs/requirements.md §7's style; the field names of §5's deposit/withdraw list (amount, channel, coin,
// payment_coin) are the ones a field error can name.
import { z } from 'zod';
import { ASSETS, COINS, OTP_LENGTH } from '../constants.ts';
import { defineCalls } from '../contract.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { idempotencyKeySchema, outcomeRequestSchema, outcomeResponseSchema } from '../money/idempotency.ts';
import { plainText } from '../validation/plainText.ts';
import { historyDaysSchema, pagedResponseSchema } from '../wire.ts';
import { walletResponseSchema } from './schemas.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Enter a valid amount');
const idSchema = z.number().int().positive();
const timestamp = z.string().min(1);

/** How rupees come in: UPI, IMPS or a bank transfer through the payment gateway. */
export const INR_CHANNELS = ['UPI', 'IMPS', 'BANK_TRANSFER'] as const;
export type InrChannel = (typeof INR_CHANNELS)[number];
/** How a deposit arrived: a rupee channel, or a coin on its chain. */
export const DEPOSIT_CHANNELS = [...INR_CHANNELS, 'CHAIN'] as const;
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/** held: arrived above the declaration threshold, in the locked balance until the declaration is signed. */
export const DEPOSIT_STATES = ['pending', 'held', 'completed', 'failed'] as const;
/**
 * Withdrawals move requested → processing → completed, or failed (the funds come back, once); one above the
 * declaration threshold starts held, its funds locked, until the declaration is signed.
 */
export const WITHDRAWAL_STATES = ['held', 'requested', 'processing', 'completed', 'failed'] as const;

// ——— deposits ———

export const inrDepositRequestSchema = z
  .object({
    coin: z.literal('INR'),
    amount: decimalString,
    channel: z.enum(INR_CHANNELS),
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type InrDepositRequest = z.infer<typeof inrDepositRequestSchema>;

export const depositSchema = z.object({
  id: idSchema,
  coin: z.enum(ASSETS),
  amount: decimalString,
  channel: z.enum(DEPOSIT_CHANNELS),
  status: z.enum(DEPOSIT_STATES),
  /** Crypto: the chain transaction and its confirmations so far / needed. */
  tx_hash: z.string().nullable(),
  confirmations: z.number().int().nonnegative().nullable(),
  confirmations_required: z.number().int().positive().nullable(),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** The payment step the person confirms at the gateway (the embedded default's gateway is simulated). */
export const paymentStepSchema = z.object({
  payment_id: z.string().min(1),
  amount: decimalString,
  channel: z.enum(INR_CHANNELS),
  /** Where to pay: a UPI id, or the account and IFSC for IMPS and bank transfer. */
  pay_to: z.string().min(1),
  expires_at: timestamp,
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

export const inrDepositResponseSchema = z.object({ deposit: depositSchema, payment: paymentStepSchema });
export type InrDepositResponse = z.infer<typeof inrDepositResponseSchema>;

/** The simulated gateway's "Pay" button (not in production): the gateway then calls the provider's webhook. */
export const simulatedPaymentRequestSchema = z.object({ payment_id: z.string().min(1).max(100) }).strict();

export const depositAddressQuerySchema = z.object({ coin: z.enum(COINS) }).strict();
export const depositAddressResponseSchema = z.object({
  coin: z.enum(COINS),
  address: z.string().min(1),
  network: z.string().min(1),
  confirmations_required: z.number().int().positive(),
});
export type DepositAddress = z.infer<typeof depositAddressResponseSchema>;

// ——— withdrawals ———

/** OTP (SPEC §9 purposes: 7 crypto withdraw, 8 transaction for rupees) or the Google Authenticator code. */
export const withdrawalRequestSchema = z
  .object({
    coin: z.enum(ASSETS),
    amount: decimalString,
    /** A crypto withdrawal's destination; rupees go to the verified bank account on file. */
    address: plainText().trim().min(1).max(128).optional(),
    otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`),
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  coin: z.enum(ASSETS),
  amount: decimalString,
  destination: z.string(),
  status: z.enum(WITHDRAWAL_STATES),
  failure_reason: z.string().nullable(),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = z.object({
  withdrawal: withdrawalSchema,
  message: z.string().optional(),
});

/** Asks for the withdrawal's OTP; `required: '2FA'` means use Google Authenticator instead (no SMS sent). */
export const withdrawalOtpRequestSchema = z.object({ coin: z.enum(ASSETS) }).strict();
export const withdrawalOtpResponseSchema = z.object({
  required: z.string().nullish(),
  message: z.string().optional(),
});

/** What the withdraw form shows: the destination for rupees, today's limit and what is left of it. */
export const withdrawalInfoResponseSchema = z.object({
  coin: z.enum(ASSETS),
  bank_account: z.string().nullable(),
  daily_limit: decimalString,
  remaining_today: decimalString,
  /** SPEC §9: withdrawals are blocked for 24 hours after a 2FA settings change; when the block ends. */
  blocked_until: timestamp.nullable(),
  /** §5 rules (a generic rule's name or `regex:/pattern/flags`) a coin's destination address must meet; none for rupees. */
  address_rules: z.array(z.string()),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoResponseSchema>;

// ——— history ———

export const HISTORY_TYPES = ['deposits', 'withdrawals', 'orders'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** §9 history filters (1, 7, 30, 365 days) and pages of 4; the path names the history. Query strings arrive as text. */
export const historyQuerySchema = z
  .object({ days: historyDaysSchema, page: z.coerce.number().int().positive().default(1) })
  .strict();
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const orderSchema = z.object({
  id: idSchema,
  side: z.enum(['buy', 'sell']),
  coin: z.enum(COINS),
  quantity: decimalString,
  price: decimalString,
  value: decimalString,
  fee: decimalString,
  gst: decimalString,
  tds: decimalString,
  total: decimalString,
  created_at: timestamp,
});
export type Order = z.infer<typeof orderSchema>;

export const depositHistorySchema = pagedResponseSchema(depositSchema);
export const withdrawalHistorySchema = pagedResponseSchema(withdrawalSchema);
export const orderHistorySchema = pagedResponseSchema(orderSchema);

export const moneyCalls = defineCalls({
  inrDeposit: {
    method: 'POST',
    path: '/wallet/deposits',
    auth: 'bearer',
    verified: true,
    request: inrDepositRequestSchema,
    response: inrDepositResponseSchema,
  },
  depositAddress: {
    method: 'GET',
    path: '/wallet/deposit-address',
    auth: 'bearer',
    verified: true,
    request: depositAddressQuerySchema,
    response: depositAddressResponseSchema,
  },
  withdrawalInfo: {
    method: 'GET',
    path: '/wallet/withdrawals/info',
    auth: 'bearer',
    request: withdrawalOtpRequestSchema,
    response: withdrawalInfoResponseSchema,
  },
  withdrawalOtp: {
    method: 'POST',
    path: '/wallet/withdrawals/otp',
    auth: 'bearer',
    verified: true,
    request: withdrawalOtpRequestSchema,
    response: withdrawalOtpResponseSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/wallet/withdrawals',
    auth: 'bearer',
    verified: true,
    request: withdrawalRequestSchema,
    response: withdrawalResponseSchema,
  },
  /** Whether a withdrawal or a rupee deposit whose answer was lost happened (money/outcome.ts). */
  withdrawalOutcome: {
    method: 'POST',
    path: '/wallet/withdrawals/outcome',
    auth: 'bearer',
    request: outcomeRequestSchema,
    response: outcomeResponseSchema(withdrawalResponseSchema),
  },
  depositOutcome: {
    method: 'POST',
    path: '/wallet/deposits/outcome',
    auth: 'bearer',
    request: outcomeRequestSchema,
    response: outcomeResponseSchema(inrDepositResponseSchema),
  },
  depositHistory: {
    method: 'GET',
    path: '/wallet/history/deposits',
    auth: 'bearer',
    apiScope: 'read',
    request: historyQuerySchema,
    response: depositHistorySchema,
  },
  withdrawalHistory: {
    method: 'GET',
    path: '/wallet/history/withdrawals',
    auth: 'bearer',
    apiScope: 'read',
    request: historyQuerySchema,
    response: withdrawalHistorySchema,
  },
  orderHistory: {
    method: 'GET',
    path: '/wallet/history/orders',
    auth: 'bearer',
    request: historyQuerySchema,
    response: orderHistorySchema,
  },
  /** Not in production: the simulated gateway's pay button. */
  simulatedPayment: {
    method: 'POST',
    path: '/gateway/simulated/pay',
    auth: 'bearer',
    request: simulatedPaymentRequestSchema,
    response: z.object({ message: z.string().optional() }),
  },
});

/** GET /wallet/history/export?type&days: the filtered history as CSV (text/csv), streamed by the BFF. */
const HISTORY_EXPORT_PATH = '/wallet/history/export';

/** The export's filters: the history's, without the page (every row in the window). */
const historyExportQuerySchema = historyQuerySchema
  .omit({ page: true })
  .extend({ type: z.enum(HISTORY_TYPES) });

/**
 * The history's CSV export: bytes with their own type, which the BFF downloads as a file (its client's file()) rather
 * than parse as JSON.
 */
export const walletFileCalls = defineCalls({
  historyExport: {
    method: 'GET',
    path: HISTORY_EXPORT_PATH,
    auth: 'bearer',
    request: historyExportQuerySchema,
    response: 'file',
  },
});

export const walletCalls = defineCalls({
  wallets: {
    method: 'GET',
    path: '/v2/wallet',
    auth: 'bearer',
    apiScope: 'read',
    request: null,
    response: walletResponseSchema,
  },
});
