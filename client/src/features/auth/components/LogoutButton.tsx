// §2/§4 a Logout button that asks for confirmation first (the dialog does the rest).
import { useState } from 'react';
import { Button, type ButtonProps } from '../../../ui/Button.tsx';
import { LOGOUT_LABEL, LogoutDialog } from './LogoutDialog.tsx';

interface LogoutButtonProps {
  onLoggedOut: () => void;
  variant?: ButtonProps['variant'];
}

export function LogoutButton({ onLoggedOut, variant = 'secondary' }: LogoutButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="small" onClick={() => setOpen(true)}>
        {LOGOUT_LABEL}
      </Button>
      <LogoutDialog open={open} onOpenChange={setOpen} onLoggedOut={onLoggedOut} />
    </>
  );
}
