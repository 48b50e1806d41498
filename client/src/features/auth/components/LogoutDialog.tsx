// §2/§4 the logout confirmation: asks, calls auth.logout, then toasts the server message or 'Logout
// successful'. Every menu's Logout opens this one dialog; clearing what the app holds is the app's part.
import { LOGOUT_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useLogout } from '../api/session.ts';

export const LOGOUT_LABEL = 'Logout';
const LOGOUT_CONFIRMATION = 'Are you sure you want to log out?';

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedOut: () => void;
}

export function LogoutDialog({ open, onOpenChange, onLoggedOut }: LogoutDialogProps) {
  const logout = useLogout();

  function confirm() {
    logout.mutate(undefined, {
      onSuccess: (answer) => {
        onOpenChange(false);
        onLoggedOut();
        notify.success(answer.message || LOGOUT_SUCCESS_MESSAGE);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!logout.isPending) onOpenChange(next);
      }}
      title={LOGOUT_LABEL}
      description={LOGOUT_CONFIRMATION}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={logout.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} busy={logout.isPending} disabled={logout.isPending}>
            {LOGOUT_LABEL}
          </Button>
        </>
      }
    />
  );
}
