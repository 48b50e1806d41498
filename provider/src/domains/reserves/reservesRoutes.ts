// Proof of reserves (shared/src/reserves/calls.ts reservesCalls): the latest snapshot for anyone, and a signed-in
// user's own proof file.
import { reservesCalls } from '@sikka/shared/reserves/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { ReserveService } from './reserveService.ts';

export function registerReservesRoutes(serve: Serve, reserves: ReserveService): void {
  serve(reservesCalls.latest, () => reserves.latest());
  serve(reservesCalls.proof, ({ session, input }) => reserves.proof(session.user.id, input.snapshot_id));
}
