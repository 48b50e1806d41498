// The payment-gateway interface rupee deposits go through (UPI, IMPS, bank transfer): open a payment step for a
// deposit, and authenticate the gateway's callback. The embedded default is simulatedGateway.ts; a real gateway
// (Razorpay, Cashfree, …) implements the same two methods and posts its callbacks to POST /webhooks/payments.

import { parseAmount } from '@sikka/shared/money/amount';
import type { InrChannel, PaymentStep } from '@sikka/shared/wallet/calls';
import { z } from 'zod';
import type { Trx } from '../../platform/ledger/ledger.ts';

export interface PaymentRequest {
  depositId: number;
  userId: number;
  /** Paise. */
  amount: bigint;
  channel: InrChannel;
}

/**
 * The callback body (our design): one event per payment outcome. A gateway may deliver an event more than
 * once; the provider credits a deposit once whatever it receives.
 */
export const paymentEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(['payment.captured', 'payment.failed']),
    payment_id: z.string().min(1).max(100),
    // Rupees and paise within §9's 12 digits: anything else is refused (422), never a 5xx the gateway retries forever.
    amount: z.string().superRefine((amount, ctx) => {
      const parsed = parseAmount(amount, 'INR');
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
    currency: z.literal('INR'),
    /** The bank's reference of the transfer (UTR), on a capture. */
    utr: z.string().max(64).optional(),
    failure_reason: z.string().max(200).optional(),
    occurred_at: z.iso.datetime(),
  })
  .strict();
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export interface PaymentGateway {
  /** Opens the payment step of a pending deposit, in the deposit's own transaction. */
  open(trx: Trx, request: PaymentRequest): Promise<PaymentStep>;
  /** True when a callback's raw body carries the gateway's valid signature (headers as received). */
  authentic(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
}
