// Everything the app runs inside: the one QueryClient (with the central §8 handler), the tRPC client (HTTP
// batches, and the websocket for subscriptions), the interface catalogue in the route's language, the page
// theme, the toasts (top right), the §8 further-details flow and the session. Sits inside the router, whose
// navigation the handler uses.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { furtherDetails } from '../lib/furtherDetails.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { languageFor } from '../lib/i18n/language.ts';
import { startRealtimeStatus } from '../lib/realtime/realtimeStatus.ts';
import { createReactTrpcClient, trpc } from '../lib/trpc.ts';
import { seedFirstData } from './firstData.ts';
import { FurtherDetailsSlot } from './furtherDetails/FurtherDetailsSlot.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { createSessionControl, type SessionControl } from './session/sessionControl.ts';
import { usePageTheme } from './theme/useTheme.ts';
import { ToasterSlot } from './toasts/ToasterSlot.tsx';

function createClients(navigate: { current: (path: string) => void }) {
  let control: SessionControl | null = null;
  const queryClient = createAppQueryClient({
    currentPath: () => window.location.pathname,
    endSession: () => control?.expire(),
    dropSession: () => control?.drop(),
    redirect: (path) => navigate.current(path),
    furtherDetails: (request) => furtherDetails.open(request),
  });
  control = createSessionControl(queryClient);
  seedFirstData(queryClient);
  return { queryClient, control, trpcClient: createReactTrpcClient() };
}

/** §2 the interface locale follows the route locale ('ua' → 'uk'); <html lang> says which it is. */
function useRouteLanguage(pathname: string): void {
  const language = languageFor(pathname);
  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigateRef = useRef((path: string) => navigate(path));
  useEffect(() => {
    navigateRef.current = (path) => navigate(path);
  }, [navigate]);
  const [clients] = useState(() => createClients(navigateRef));
  const theme = usePageTheme(pathname);
  useRouteLanguage(pathname);
  // §4 the realtime connection flags: one check of the websocket for the whole app.
  useEffect(() => startRealtimeStatus(), []);

  return (
    <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>
        <SessionProvider control={clients.control}>{children}</SessionProvider>
        <FurtherDetailsSlot />
        <ToasterSlot theme={theme} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
