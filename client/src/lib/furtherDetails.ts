// docs/requirements.md §8 "status_code 432 opens a further-details flow (required equal to pan_number picks a PAN variant)": the
// central handler (app/queryClient.ts) opens it here for any call. A screen with a step of its own for it (the auth
// page's PAN prompt, the forced reset's PAN gate) claims it while shown; anywhere else the app's further-details
// dialog (features/auth/components/FurtherDetailsDialog.tsx) shows it.
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** §8: 'pan' when required is pan_number, 'default' for any other further detail. */
export type FurtherDetailsVariant = 'pan' | 'default';

export interface FurtherDetailsRequest {
  readonly variant: FurtherDetailsVariant;
  /** The server's message, when it gave one. */
  readonly message: string | null;
}

/** Takes the request into the screen's own step: true when it did. */
type FurtherDetailsClaim = (request: FurtherDetailsRequest) => boolean;

let open: FurtherDetailsRequest | null = null;
const claims: FurtherDetailsClaim[] = [];
const listeners = new Set<() => void>();

function set(next: FurtherDetailsRequest | null): void {
  open = next;
  for (const listener of listeners) listener();
}

export const furtherDetails = {
  /** The central handler's 432: the newest screen that claims it takes it, else the app's dialog opens. */
  open(request: FurtherDetailsRequest): void {
    for (const claim of [...claims].reverse()) if (claim(request)) return;
    set(request);
  },
  close(): void {
    set(null);
  },
  /** What the app's dialog shows now (null: closed). */
  current(): FurtherDetailsRequest | null {
    return open;
  },
  /** Registers a screen's claim; answers its release. */
  claim(claim: FurtherDetailsClaim): () => void {
    claims.push(claim);
    return () => {
      const at = claims.lastIndexOf(claim);
      if (at >= 0) claims.splice(at, 1);
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The request the app's dialog shows, or null. */
export function useFurtherDetails(): FurtherDetailsRequest | null {
  return useSyncExternalStore(furtherDetails.subscribe, furtherDetails.current, () => null);
}

/** A screen claims the flow while it is mounted (the latest `claim` is the one asked). */
export function useFurtherDetailsClaim(claim: FurtherDetailsClaim): void {
  const latest = useRef(claim);
  useEffect(() => {
    latest.current = claim;
  }, [claim]);
  useEffect(() => furtherDetails.claim((request) => latest.current(request)), []);
}
