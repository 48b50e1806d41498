// §2 the mobile menu (variant 1 for sub-brokers, 2 for others) on mobile; on tablets and narrow laptops the
// full desktop menu, for the entries the header bar leaves out. A side sheet on Radix Dialog (MenuSheetPanel.tsx),
// whose code loads the first time the sheet is wanted (ui/useFirstOpen.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFirstOpen } from '../../ui/useFirstOpen.ts';
import { type MenuSheetProps, SheetTriggerFace, sheetTriggerClass } from './sheetTrigger.tsx';

const loadPanel = () => import('./MenuSheetPanel.tsx');
const MenuSheetPanel = lazy(loadPanel);

export function MenuSheet({ items, variant }: MenuSheetProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The sheet closes when the page changes, however the change came.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a new path
  useEffect(() => setOpen(false), [pathname]);
  const { wanted, plainTrigger } = useFirstOpen(loadPanel, () => setOpen(true));
  const plain = (
    <button {...plainTrigger} className={sheetTriggerClass(variant)} aria-haspopup="dialog">
      <SheetTriggerFace />
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <MenuSheetPanel items={items} variant={variant} open={open} setOpen={setOpen} />
    </Suspense>
  );
}
