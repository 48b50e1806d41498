// Proof of reserves (docs/reserves.md): the latest published snapshot for anyone, and a signed-in user's own
// inclusion proof of a snapshot, described once.
import { defineCalls } from '../contract.ts';
import { latestSnapshotSchema, proofQuerySchema, reserveProofSchema } from './schemas.ts';

export const reservesCalls = defineCalls({
  latest: {
    method: 'GET',
    path: '/reserves/latest',
    auth: 'visitor',
    request: null,
    response: latestSnapshotSchema,
  },
  proof: {
    method: 'GET',
    path: '/reserves/proof',
    auth: 'bearer',
    request: proofQuerySchema,
    response: reserveProofSchema,
  },
});
