// §2 the authentication check's answer (auth.session): signed in as a user, or not, with why a session ended.
// zod/mini, since the client's shell reads it from the page (client/src/app/session/pageSession.ts).
import { z } from 'zod/mini';

export const sessionStateSchema = z.union([
  z.object({ signedIn: z.literal(false), ended: z.optional(z.enum(['expired', 'invalid'])) }),
  z.object({ signedIn: z.literal(true), userId: z.int() }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;
