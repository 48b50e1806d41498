// §4 the maintenance listener: system.onMaintenance over the BFF's websocket pushes the current flag at once
// and every change after it (no polling). The last state holds while tRPC reconnects a dropped socket.
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import type { LiveMaintenance } from '../utils/maintenanceView.ts';

export function useLiveMaintenance(enabled: boolean): LiveMaintenance | null {
  const [state, setState] = useState<LiveMaintenance | null>(null);
  trpc.system.onMaintenance.useSubscription(undefined, {
    enabled,
    onData: (next) => setState(next),
    // A failed socket is not the person's problem: the app stays as it is and tRPC retries.
    onError: () => {},
  });
  return enabled ? state : null;
}
