// Where the toasts appear: nothing until the first toast is asked for, then the Toaster (loaded then).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from '../../lib/toast.ts';

const ToasterHost = lazy(() => import('./ToasterHost.tsx'));

export function ToasterSlot({ theme }: { theme: 'light' | 'dark' }) {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost theme={theme} />
    </Suspense>
  );
}
