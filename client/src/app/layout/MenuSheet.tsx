// §2 the mobile menu (variant 1 for sub-brokers, 2 for others) on mobile; on tablets and narrow laptops the
// full desktop menu, for the entries the header bar leaves out. A side sheet on Radix Dialog.
import type { MenuItem } from '@sikka/shared/routes/menus';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { isCurrent } from './chrome.ts';
import { MenuEntry } from './MenuEntry.tsx';

export function MenuSheet({ items, variant }: { items: readonly MenuItem[]; variant: 'mobile' | 'desktop' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The sheet closes when the page changes, however the change came.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a new path
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`icon-button menu-sheet__trigger menu-sheet__trigger--${variant}`}>
        <Icon name="menu" size={22} />
        <span className="visually-hidden">{t('header.moreMenu')}</span>
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
