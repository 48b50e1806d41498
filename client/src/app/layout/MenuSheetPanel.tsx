// The menu sheet of MenuSheet.tsx on Radix Dialog: loaded the first time the sheet is opened.
import { Dialog } from 'radix-ui';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useCountedDialog } from '../../ui/openDialogs.ts';
import { isCurrent } from './chrome.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { type MenuSheetProps, SheetTriggerFace, sheetTriggerClass } from './sheetTrigger.tsx';

export default function MenuSheetPanel({
  items,
  variant,
  open,
  setOpen,
}: MenuSheetProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useCountedDialog(open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={sheetTriggerClass(variant)}>
        <SheetTriggerFace />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-sheet__overlay" />
        <Dialog.Content className="menu-sheet" aria-describedby={undefined}>
          <div className="menu-sheet__head">
            <Dialog.Title className="menu-sheet__title">{t('header.menuTitle')}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" size={22} />
              <span className="visually-hidden">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.menuTitle')}>
            <ul className="menu-sheet__list">
              {items.map((item) =>
                item.subList ? (
                  <li key={item.key} className="menu-sheet__group">
                    <p className="menu-sheet__group-name">{item.name}</p>
                    <ul className="menu-sheet__sublist">
                      {item.subListData.map((entry) => (
                        <li key={entry.key}>
                          <MenuEntry
                            item={entry}
                            icon
                            current={isCurrent(entry, pathname)}
                            className="menu-sheet__link"
                            onUsed={close}
                          />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.key} className={item.showDivider ? 'menu-sheet__item--divided' : undefined}>
                    <MenuEntry
                      item={item}
                      icon
                      current={isCurrent(item, pathname)}
                      className="menu-sheet__link"
                      onUsed={close}
                    />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
