// Everything the app runs inside: the one QueryClient (with the central §8 error handler), the tRPC client,
// the toasts (top right) and the session. Sits inside the router, whose navigation the handler uses.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TOAST_POSITION } from '../lib/toast.ts';
import { createReactTrpcClient, trpc } from '../lib/trpc.ts';
import { createAppQueryClient } from './queryClient.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { createSessionControl, type SessionControl } from './session/sessionControl.ts';

function createClients(navigate: { current: (path: string) => void }) {
  let control: SessionControl | null = null;
  const queryClient = createAppQueryClient({
    currentPath: () => window.location.pathname,
    endSession: () => control?.expire(),
    dropSession: () => control?.drop(),
    redirect: (path) => navigate.current(path),
  });
  control = createSessionControl(queryClient);
  return { queryClient, control, trpcClient: createReactTrpcClient() };
}

export function AppProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef((path: string) => navigate(path));
  useEffect(() => {
    navigateRef.current = (path) => navigate(path);
  }, [navigate]);
  const [clients] = useState(() => createClients(navigateRef));

  return (
    <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>
        <SessionProvider control={clients.control}>{children}</SessionProvider>
        <Toaster position={TOAST_POSITION} richColors theme="light" />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
