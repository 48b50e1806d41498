// The system calls: the provider's liveness, which the BFF's readiness asks for, described once (shared/src/contract.ts).
import { z } from 'zod';
import { defineCalls } from '../contract.ts';

export const systemCalls = defineCalls({
  /** Answers while the provider's process serves at all (its readiness, which also asks the database, is /readyz). */
  health: {
    method: 'GET',
    path: '/healthz',
    auth: 'visitor',
    request: null,
    response: z.object({ status: z.literal('ok') }),
  },
});
