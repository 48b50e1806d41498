// The panel of Popover.tsx on Radix (focus, dismissal, placement), anchored to Popover's own trigger button:
// loaded the first time a popover is wanted.
import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the trigger shows. */
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel?: string | undefined;
  /** Marks the trigger as the current page's group (data-current). */
  triggerCurrent?: boolean | undefined;
  panelClassName: string;
  panelLabel?: string | undefined;
  align: 'start' | 'end';
  sideOffset: number;
  children: ReactNode;
}

export default function PopoverPanel(
  props: PopoverProps & { anchor: RefObject<HTMLButtonElement | null>; panelId: string },
) {
  const { anchor } = props;
  return (
    <RadixPopover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          id={props.panelId}
          className={props.panelClassName}
          align={props.align}
          sideOffset={props.sideOffset}
          aria-label={props.panelLabel}
          // A press on the trigger is the trigger's to toggle, not an outside press that closes.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
        >
          {props.children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
