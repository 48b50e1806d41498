// The operator's notices (inside the guarded operator scope, system/operatorScope.ts): POST /admin/notices sets the
// §2 banners, the 'Important Message' popup and/or the §3 TDS message flag of one user, or of every user, as
// GET /user/notices then answers them. No push: the shell reads its notices on each route change (§4's data refresh).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Platform } from '../../platform/platform.ts';
import { setNotices } from './noticesRepo.ts';

const NO_USER = 'No such user';

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

export function registerNoticesAdminRoutes(operator: FastifyInstance, services: Platform): void {
  operator.post('/notices', async (request) => {
    const { user_id, ...change } = parseWith(noticesRequestSchema, request.body);
    const target = user_id === undefined ? 'everyone' : { userId: user_id };
    const updated = await setNotices(services.db, target, change, services.clock.now());
    if (user_id !== undefined && updated === 0) throw messageError(404, NO_USER);
    request.log.info({ user_id: user_id ?? 'everyone', updated }, 'notices set by an operator');
    return { updated };
  });
}
