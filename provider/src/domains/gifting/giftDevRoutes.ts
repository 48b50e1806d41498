// Development fixture of gifting (absent in production): runs a gift's expiry job now, as the queue would when it is
// due, so tests move the provider's clock past the expiry and run it (twice, or across a restart) by hand.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/http/parse.ts';
import type { GiftService } from './giftService.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export function registerGiftDevRoutes(app: FastifyInstance, gifts: GiftService): void {
  /** `{result: 'returned' | 'settled' | 'not-due'}`. */
  app.post('/dev/gifts/:id/expire', async (request) => {
    const { id } = parseWith(idParams, request.params);
    return { result: await gifts.expire(id) };
  });
}
