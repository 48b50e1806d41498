// The UPI ids a person keeps with their bank details, each added or deleted with the §9 code of purpose 3 (add/delete
// UPI). Paths are our design.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { OTP_PURPOSE } from '../constants.ts';
import { UPI_ID_INVALID, UPI_ID_PATTERN } from './rules.ts';

export const UPI_OTP_PURPOSE = OTP_PURPOSE.addDeleteUpi;
export const MAX_UPI_IDS = 5;
export const UPI_MESSAGES = {
  added: 'UPI id added',
  deleted: 'UPI id deleted',
  taken: 'This UPI id is already on your account',
  tooMany: `You can keep at most ${MAX_UPI_IDS} UPI ids`,
  notFound: 'This UPI id is not on your account',
} as const;

export const upiIdSchema = z.string().trim().toLowerCase().regex(UPI_ID_PATTERN, UPI_ID_INVALID);

export const addUpiRequestSchema = z.object({ upi_id: upiIdSchema, otp: otpCodeSchema }).strict();
export type AddUpiRequest = z.infer<typeof addUpiRequestSchema>;
export const deleteUpiRequestSchema = z
  .object({ id: z.number().int().positive(), otp: otpCodeSchema })
  .strict();
export type DeleteUpiRequest = z.infer<typeof deleteUpiRequestSchema>;

export const upiListSchema = z.object({
  upi_ids: z.array(z.object({ id: z.number().int(), upi_id: z.string(), created_at: z.string() })),
  message: z.string().optional(),
});
export type UpiList = z.infer<typeof upiListSchema>;
