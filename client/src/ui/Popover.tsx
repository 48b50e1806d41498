// A popover (the header's dropdowns, the notification panel) whose Radix code loads on first use
// (useFirstOpen.ts); PopoverPanel.tsx is the popover itself, with the same trigger.
import { lazy, type ReactNode, Suspense } from 'react';
import { useFirstOpen } from './useFirstOpen.ts';

const loadPanel = () => import('./PopoverPanel.tsx');
const PopoverPanel = lazy(loadPanel);

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

export function Popover(props: PopoverProps) {
  const { wanted, plainTrigger } = useFirstOpen(loadPanel, () => props.onOpenChange(true));
  const plain = (
    <button
      {...plainTrigger}
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="dialog"
      data-current={props.triggerCurrent || undefined}
    >
      {props.trigger}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <PopoverPanel {...props} />
    </Suspense>
  );
}
