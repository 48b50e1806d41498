// §9 device class of the window (mobile ≤ 450 px, tablet ≤ 800 px, laptop above), following resizes.

import type { DeviceClass } from '@sikka/shared/constants';
import { deviceClass } from '@sikka/shared/routes/visibility';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
// The class, not the width, is the snapshot: a resize within one class re-renders nothing. It is read from the
// window once and then on each resize, never per render: reading innerWidth after React changed the page forces a
// layout on the spot.
let current: DeviceClass | undefined;

function snapshot(): DeviceClass {
  if (current === undefined) {
    current = deviceClass(window.innerWidth);
    window.addEventListener('resize', () => {
      const next = deviceClass(window.innerWidth);
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    });
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, () => 'laptop');
}
