// The operator's check of the books, inside the guarded operator scope (system/operatorScope.ts):
// GET /admin/ledger/invariants answers the invariant report and whether the books balance.
import { systemOperatorCalls as calls } from '@sikka/shared/system/operatorCalls';
import type { Database } from '../db/database.ts';
import type { ServeOperator } from '../http/contract.ts';
import { booksBalance, checkInvariants } from './invariants.ts';

export function registerLedgerAdminRoutes(serve: ServeOperator, db: Database): void {
  serve(calls.ledgerInvariants, async () => {
    const report = await checkInvariants(db);
    return { balanced: booksBalance(report), ...report };
  });
}
