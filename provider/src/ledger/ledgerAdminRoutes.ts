// The operator's check of the books, present only with ADMIN_TOKEN (system/adminRoutes.ts guards every
// /admin/ path): GET /admin/ledger/invariants answers the invariant report and whether the books balance.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { booksBalance, checkInvariants, type InvariantReport } from './invariants.ts';

export function registerLedgerAdminRoutes(app: FastifyInstance, db: Database): void {
  app.get('/admin/ledger/invariants', async (): Promise<InvariantReport & { balanced: boolean }> => {
    const report = await checkInvariants(db);
    return { balanced: booksBalance(report), ...report };
  });
}
