// The operator's notices (ADMIN_TOKEN): a user's, or every user's, banners, 'Important Message' and TDS flag.
import { z } from 'zod';
import { defineOperatorCalls } from '../contract.ts';

const noticesRequestSchema = z
  .object({
    /** Absent: every user (as they are now; a later sign-up starts with none). */
    user_id: z.number().int().positive().optional(),
    /** The banner carousel's list, replacing the one before ([] clears it). */
    banners: z.array(z.string().trim().min(1).max(300)).max(10).optional(),
    /** The 'Important Message' popup's text; null clears it. */
    important_message: z.string().trim().min(1).max(1000).nullable().optional(),
    /** §3 the tax-deduction (TDS) message flag: the TDS notice on the pages where one sells. */
    tds_message: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.banners !== undefined || body.important_message !== undefined || body.tds_message !== undefined,
    { message: 'Give banners, an important_message or tds_message', path: ['banners'] },
  );

export const userOperatorCalls = defineOperatorCalls({
  setNotices: {
    method: 'POST',
    path: '/admin/notices',
    auth: 'operator',
    request: noticesRequestSchema,
    response: z.object({ updated: z.number() }),
  },
});
