// Gifting a coin (shared/src/gifting/calls.ts giftingCalls): a quote and the send (verified, OTP 8), the sent and received lists,
// and claim (verified).
import { giftingCalls } from '@sikka/shared/gifting/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { GiftService } from './giftService.ts';

export function registerGiftRoutes(serve: Serve, gifts: GiftService): void {
  serve(giftingCalls.quote, async ({ session, input, reply }) => {
    reply.code(201);
    return gifts.quote(session.user, input);
  });

  serve(giftingCalls.send, async ({ session, input, reply }) => {
    const outcome = await gifts.send(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(giftingCalls.list, ({ session, input }) => gifts.list(session.user, input.box, input.page));

  serve(giftingCalls.claim, async ({ session, input, reply }) => {
    const outcome = await gifts.claim(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });
}
