// §2 the mobile menu (variant 1 for sub-brokers, 2 for others) on mobile; on tablets and narrow laptops the
// full desktop menu, for the entries the header bar leaves out. A side sheet on Radix Dialog (MenuSheetPanel.tsx),
// whose code loads the first time the sheet is wanted (ui/useFirstOpen.ts).
import type { MenuItem } from '@sikka/shared/routes/menus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { useFirstOpen } from '../../ui/useFirstOpen.ts';

const loadPanel = () => import('./MenuSheetPanel.tsx');
const MenuSheetPanel = lazy(loadPanel);

export interface MenuSheetProps {
  items: readonly MenuItem[];
  variant: 'mobile' | 'desktop';
}

export const sheetTriggerClass = (variant: MenuSheetProps['variant']) =>
  `icon-button menu-sheet__trigger menu-sheet__trigger--${variant}`;

export function SheetTriggerFace() {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="menu" size={22} />
      <span className="visually-hidden">{t('header.moreMenu')}</span>
    </>
  );
}

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
