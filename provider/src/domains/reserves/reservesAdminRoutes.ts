// The operator's proof of reserves, inside the guarded operator scope (system/operatorScope.ts): POST
// /admin/reserves/snapshots takes and publishes a snapshot now.
import { reservesOperatorCalls as calls } from '@sikka/shared/reserves/operatorCalls';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { snapshotWire } from './reserveService.ts';
import type { SnapshotRow } from './snapshots.ts';

export function registerReservesAdminRoutes(serve: ServeOperator, take: () => Promise<SnapshotRow>): void {
  serve(calls.takeSnapshot, async ({ request }) => {
    const row = await take();
    // The root and the counts only: never the secret, a nonce or a balance.
    request.log.info(
      { snapshot: row.id, ledger_position: row.ledger_position, users: row.user_count, root: row.root_hash },
      'proof-of-reserves snapshot taken by an operator',
    );
    return snapshotWire(row);
  });
}
