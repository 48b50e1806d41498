// The §4 connection flags as app state: one monitor of the tRPC websocket for the whole page, read by any
// component through useRealtimeStatus (a store outside React, so the 2-second check re-renders only readers).
import { useSyncExternalStore } from 'react';
import { onRealtimeStateChange, realtimeConnection } from '../trpc.ts';
import { type ConnectionFlags, ConnectionMonitor, DISCONNECTED } from './connectionFlags.ts';

let current: ConnectionFlags = DISCONNECTED;
const listeners = new Set<() => void>();

function publish(flags: ConnectionFlags): void {
  current = flags;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the §4 check (app/providers.tsx, once); the returned function stops it. */
export function startRealtimeStatus(): () => void {
  const monitor = new ConnectionMonitor(realtimeConnection, publish);
  monitor.start();
  // A state change is checked at once rather than at the next tick of the 2-second check.
  const off = onRealtimeStateChange(() => monitor.check());
  return () => {
    off();
    monitor.stop();
  };
}

export function useRealtimeStatus(): ConnectionFlags {
  return useSyncExternalStore(subscribe, () => current);
}
