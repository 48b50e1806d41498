// The operator's proof of reserves (ADMIN_TOKEN): take and publish a snapshot now, beside the daily schedule.
import { defineOperatorCalls } from '../contract.ts';
import { reserveSnapshotSchema } from './schemas.ts';

export const reservesOperatorCalls = defineOperatorCalls({
  takeSnapshot: {
    method: 'POST',
    path: '/admin/reserves/snapshots',
    auth: 'operator',
    request: null,
    response: reserveSnapshotSchema,
  },
});
