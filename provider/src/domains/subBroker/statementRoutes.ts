// The sub-broker's commissions and per-client statements (shared/src/subBroker/calls.ts).
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Serve } from '../../platform/http/contract.ts';
import type { CommissionService } from './commissions.ts';
import { clientStatement } from './statements.ts';

export function registerSubBrokerStatementRoutes(
  serve: Serve,
  deps: { db: Database; clock: Clock; commissions: CommissionService },
): void {
  serve(subBrokerCalls.commissions, ({ session }) => deps.commissions.list(session.user));
  serve(subBrokerCalls.statement, ({ session, input }) =>
    clientStatement(deps.db, deps.clock, session.user, input),
  );
}
