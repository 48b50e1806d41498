// The menu sheet's trigger (its face and class), shared by the closed sheet (MenuSheet.tsx) and the open one
// (MenuSheetPanel.tsx), and the sheet's props.
import type { MenuItem } from '@sikka/shared/routes/menus';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';

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
