// A modal dialog: role dialog, a visible title, focus trapped, Escape closes it. Its Radix code (DialogPanel.tsx)
// loads the first time the dialog opens, not with the page.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogPanel.tsx';
import { useCountedDialog } from './openDialogs.ts';

const DialogPanel = lazy(() => import('./DialogPanel.tsx'));

export function Dialog(props: DialogProps) {
  useCountedDialog(props.open && (props.counted ?? true));
  // Once opened it stays mounted, so Radix closes it as before (focus handed back, no content left behind).
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
