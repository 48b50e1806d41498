// A popover (the header's dropdowns, the notification panel) whose Radix code loads on first use: the trigger is
// always this plain button (so focus never moves when the code arrives); hovering or focusing it starts the load,
// a click opens the panel (PopoverPanel.tsx, anchored to the button) as soon as the code is there.

import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { PopoverProps } from './PopoverPanel.tsx';

const loadPanel = () => import('./PopoverPanel.tsx');
const PopoverPanel = lazy(loadPanel);

export function Popover(props: PopoverProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadPanel().catch(() => {});
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={props.triggerClassName}
        aria-label={props.triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        aria-controls={props.open ? panelId : undefined}
        data-state={props.open ? 'open' : 'closed'}
        data-current={props.triggerCurrent || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          props.onOpenChange(!props.open);
        }}
      >
        {props.trigger}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PopoverPanel {...props} anchor={anchor} panelId={panelId} />
        </Suspense>
      ) : null}
    </>
  );
}
