// The modal dialog of Dialog.tsx on Radix UI: role dialog, a visible title, focus trapped, Escape closes it.
// Loaded the first time a dialog opens.
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
  /**
   * Whether a click outside closes it (default yes). Dialogs holding typed input say no: a stray click
   * must not throw a half-typed code away. Escape still closes, as the person asked for it.
   */
  closeOnOutsideClick?: boolean;
  /** A pop-up that waits for the others (the scratch card) is not counted among the dialogs it waits for. */
  counted?: boolean;
}

export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = 'small',
  closeOnOutsideClick = true,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          onInteractOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
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
