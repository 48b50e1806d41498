// How many dialogs are open on the page: one dialog at a time, so a pop-up nobody asked for (the scratch card) waits
// until the person is done with the dialog in front of them.
import { useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let open = 0;

function change(by: 1 | -1): void {
  open += by;
  for (const listener of listeners) listener();
}

/** Counts a dialog while `isOpen`: call it from the dialog primitive. */
export function useCountedDialog(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    change(1);
    return () => change(-1);
  }, [isOpen]);
}

/** The number of counted dialogs open now. */
export function useOpenDialogs(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => 0,
  );
}
