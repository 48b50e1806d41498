// §2/§4 Logout asks for confirmation, calls auth.logout, then toasts the server message or 'Logout
// successful'. Clearing what the app holds of the session is the app's part (onLoggedOut).
import { LOGOUT_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import { useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { Button, type ButtonProps } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useLogout } from '../api/session.ts';

export const LOGOUT_LABEL = 'Logout';
export const LOGOUT_CONFIRMATION = 'Are you sure you want to log out?';

export interface LogoutButtonProps {
  onLoggedOut: () => void;
  variant?: ButtonProps['variant'];
}

export function LogoutButton({ onLoggedOut, variant = 'secondary' }: LogoutButtonProps) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  function confirm() {
    logout.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        onLoggedOut();
        notify.success(answer.message || LOGOUT_SUCCESS_MESSAGE);
      },
    });
  }

  return (
    <>
      <Button variant={variant} size="small" onClick={() => setOpen(true)}>
        {LOGOUT_LABEL}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!logout.isPending) setOpen(next);
        }}
        title={LOGOUT_LABEL}
        description={LOGOUT_CONFIRMATION}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={logout.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} busy={logout.isPending} disabled={logout.isPending}>
              {LOGOUT_LABEL}
            </Button>
          </>
        }
      />
    </>
  );
}
