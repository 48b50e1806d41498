// §9 device class of the window (mobile ≤ 450 px, tablet ≤ 800 px, laptop above), following resizes.

import type { DeviceClass } from '@sikka/shared/constants';
import { deviceClass } from '@sikka/shared/routes/visibility';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

// The class, not the width, is the snapshot: a resize within one class re-renders nothing.
const snapshot = (): DeviceClass => deviceClass(window.innerWidth);

export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, () => 'laptop');
}
