// A popup whose library code (Radix: focus, dismissal, placement) loads the first time it is wanted: until then
// its trigger is a plain button of the same look. Hovering or focusing it starts the load; a click opens the
// popup as soon as the code is there, and from then on the popup's own trigger takes over.
import { type ButtonHTMLAttributes, useState } from 'react';

export function useFirstOpen(load: () => Promise<unknown>, open: () => void) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void load().catch(() => {});
  const plainTrigger: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setWanted(true);
      open();
    },
  };
  return { wanted, plainTrigger };
}
