// A modal dialog on Radix UI: role dialog, a visible title, focus trapped, Escape and the overlay close it.
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons in the dialog's footer, in reading order (the primary action last). */
  actions?: ReactNode;
  size?: 'small' | 'medium';
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = 'small',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
