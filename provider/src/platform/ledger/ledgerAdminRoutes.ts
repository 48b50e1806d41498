// The operator's check of the books, inside the guarded operator scope (system/operatorScope.ts):
// GET /admin/ledger/invariants answers the invariant report and whether the books balance.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { booksBalance, checkInvariants, type InvariantReport } from './invariants.ts';

export function registerLedgerAdminRoutes(operator: FastifyInstance, db: Database): void {
  operator.get('/ledger/invariants', async (): Promise<InvariantReport & { balanced: boolean }> => {
    const report = await checkInvariants(db);
    return { balanced: booksBalance(report), ...report };
  });
}
