// The popover of Popover.tsx on Radix: loaded the first time one is opened.
import { Popover as RadixPopover } from 'radix-ui';
import type { PopoverProps } from './Popover.tsx';

export default function PopoverPanel(props: PopoverProps) {
  return (
    <RadixPopover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixPopover.Trigger
        className={props.triggerClassName}
        aria-label={props.triggerLabel}
        data-current={props.triggerCurrent || undefined}
      >
        {props.trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={props.panelClassName}
          align={props.align}
          sideOffset={props.sideOffset}
          aria-label={props.panelLabel}
        >
          {props.children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
