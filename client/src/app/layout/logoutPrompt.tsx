// One logout confirmation for every menu (§2: Logout asks for confirmation; §4: then logout, clearing the
// session, and the auth page). Menus call requestLogout(); the dialog lives here once.
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/sessionContext.ts';

// The dialog's code (Radix) loads the first time someone asks to log out, not with every page.
const LogoutDialog = lazy(() =>
  import('../../features/auth/components/LogoutDialog.tsx').then((module) => ({
    default: module.LogoutDialog,
  })),
);

interface LogoutPrompt {
  requestLogout(): void;
}

const LogoutPromptContext = createContext<LogoutPrompt | null>(null);

export function useLogoutPrompt(): LogoutPrompt {
  const prompt = useContext(LogoutPromptContext);
  if (prompt === null) throw new Error('useLogoutPrompt needs the LogoutPromptProvider (app/layout)');
  return prompt;
}

export function LogoutPromptProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { control } = useSession();
  const navigate = useNavigate();
  // A menu item that opens the dialog closes its own menu first; waiting a frame lets that menu hand focus
  // back before the dialog takes it, so the dialog keeps focus.
  const prompt = useMemo<LogoutPrompt>(
    () => ({
      requestLogout: () => {
        setAsked(true);
        window.requestAnimationFrame(() => setOpen(true));
      },
    }),
    [],
  );
  return (
    <LogoutPromptContext value={prompt}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <LogoutDialog
            open={open}
            onOpenChange={setOpen}
            onLoggedOut={() => {
              control.signOut();
              navigate(authPagePath('login'));
            }}
          />
        </Suspense>
      ) : null}
    </LogoutPromptContext>
  );
}
