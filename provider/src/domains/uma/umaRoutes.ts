// UMA (shared/src/uma/calls.ts umaCalls): one's handle, a transfer (verified, OTP 8) and the history.
import { umaCalls } from '@sikka/shared/uma/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { UmaService } from './umaService.ts';

export function registerUmaRoutes(serve: Serve, uma: UmaService): void {
  serve(umaCalls.handle, ({ session }) => uma.handle(session.user));

  serve(umaCalls.setHandle, ({ session, input }) => uma.setHandle(session.user, input.handle));

  serve(umaCalls.send, async ({ session, input, reply }) => {
    const outcome = await uma.send(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(umaCalls.transfers, ({ session, input }) => uma.transfers(session.user, input.page));
}
