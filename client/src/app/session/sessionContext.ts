// The session as the app sees it: signed in or not, the user once loaded, and the routines that change it.
import type { User } from '@sikka/shared/user/schemas';
import { createContext, useContext } from 'react';
import type { SessionControl } from './sessionControl.ts';

export interface Session {
  readonly signedIn: boolean;
  readonly userId: number | null;
  /** §4 the user from user.details after a successful check; null while it loads or when signed out. */
  readonly user: User | null;
  readonly userLoading: boolean;
  readonly control: SessionControl;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession needs the SessionProvider (app/providers.tsx)');
  return session;
}
