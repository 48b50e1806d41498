// The account's nominee (GET and POST /user/nominee, our design paths; §8 nominee fields): one per account, saved
// whole, the PAN sealed at rest and answered masked.
import { nomineeCalls } from '@sikka/shared/user/calls';
import { NOMINEE_MESSAGES } from '@sikka/shared/user/nominee';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import { nomineeOf, saveNominee } from './nomineesRepo.ts';

export function registerNomineeRoutes(serve: Serve, services: Platform): void {
  const { db, cipher } = services;

  serve(nomineeCalls.nominee, async ({ session }) => ({
    nominee: await nomineeOf(db, cipher, session.userId),
  }));

  serve(nomineeCalls.saveNominee, async ({ input: nominee, session }) => {
    await saveNominee(db, cipher, session.userId, nominee, services.clock.now());
    return { nominee: await nomineeOf(db, cipher, session.userId), message: NOMINEE_MESSAGES.saved };
  });
}
