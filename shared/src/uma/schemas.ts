// UMA's wire shapes (docs/requirements.md §2 /in/uma 'Send, Receive — Anytime, Anywhere.'): a person's handle, a transfer to
// another Sikka user confirmed with §9's transaction OTP (8), and the paged history. Paths and shapes are our design.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { ASSETS, OTP_PURPOSE } from '../constants.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { plainText } from '../validation/plainText.ts';
import { pagedResponseSchema, pageQuerySchema } from '../wire.ts';
import { checkUmaAmount, handleProblem, normaliseHandle, UMA_MESSAGES, UMA_NOTE_MAX } from './rules.ts';

export const UMA_OTP_PURPOSE = OTP_PURPOSE.transaction;

/** GET /uma/handle, and the answer of POST /uma/handle. */
export const handleResponseSchema = z.object({
  handle: z.string().nullable(),
  /** When the handle may next change; null when it may change now. */
  next_change_at: z.string().nullable(),
});
export type HandleResponse = z.infer<typeof handleResponseSchema>;

/** POST /uma/handle: choose or change one's handle (normalised: '@' dropped, lower-cased). */
export const setHandleRequestSchema = z
  .object({
    handle: z
      .string()
      .max(64, 'A handle has 3 to 20 characters')
      .transform(normaliseHandle)
      .superRefine((handle, ctx) => {
        const problem = handleProblem(handle);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .strict();
export type SetHandleRequest = z.input<typeof setHandleRequestSchema>;

/** POST /uma/transfers: `amount` of `asset` to the Sikka user `to` names (mobile number or handle). */
export const sendUmaRequestSchema = z
  .object({
    to: z.string().trim().min(1, UMA_MESSAGES.enterRecipient).max(64, UMA_MESSAGES.unknownRecipient),
    asset: z.enum(ASSETS),
    amount: z.string().max(64, UMA_MESSAGES.invalid),
    note: plainText().trim().max(UMA_NOTE_MAX, UMA_MESSAGES.noteTooLong).default(''),
    otp: otpCodeSchema,
    idempotency_key: idempotencyKeySchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    const amount = checkUmaAmount(body.amount, body.asset);
    if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message });
  });
export type SendUmaRequest = z.input<typeof sendUmaRequestSchema>;

export const umaTransferSchema = z.object({
  id: z.number().int().positive(),
  direction: z.enum(['sent', 'received']),
  asset: z.enum(ASSETS),
  /** A decimal string at the asset's precision. */
  amount: z.string(),
  /** The other side: '@handle', or their masked mobile number when they have no handle. */
  counterparty: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type UmaTransfer = z.infer<typeof umaTransferSchema>;

export const sendUmaResponseSchema = z.object({ transfer: umaTransferSchema, message: z.string() });
export type SendUmaResponse = z.infer<typeof sendUmaResponseSchema>;

/** GET /uma/transfers?page: sent and received, newest first. */
export const umaTransfersQuerySchema = pageQuerySchema;
export const umaTransfersPageSchema = pagedResponseSchema(umaTransferSchema);
export type UmaTransfersPage = z.infer<typeof umaTransfersPageSchema>;
