// §2 the desktop menu (laptops) or its shorter variant (tablets) in the header bar. The Instant group opens a
// dropdown of BTC, ETH and USDT. Where the bar lacks room, the entries past the short four fold into the menu sheet
// from the end (useMenuFold.ts).
import { DESKTOP_MENU_SHORT, type MenuItem } from '@sikka/shared/routes/menus';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popover } from '../../ui/Popover.tsx';
import { isCurrent } from './chrome.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MenuIcon } from './menuIcons.tsx';
import { useMenuFold } from './useMenuFold.ts';

const SHORT_KEYS = new Set(DESKTOP_MENU_SHORT.map((item) => item.key));

/** The bar; `onFold` hears whether any entry is folded (the header then shows the menu sheet's button). */
export function HeaderMenu({
  items,
  onFold,
}: {
  items: readonly MenuItem[];
  onFold: (folded: boolean) => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const shown = useMenuFold(
    list,
    items.map((item) => !SHORT_KEYS.has(item.key)),
  );
  const folded = shown.includes(false);
  useEffect(() => onFold(folded), [folded, onFold]);
  return (
    <nav className="header-menu" aria-label={t('header.mainMenu')}>
      <ul className="header-menu__list" ref={list}>
        {items.map((item, i) => {
          const current = isCurrent(item, pathname);
          return (
            <li
              key={item.key}
              className={
                shown[i] === false ? 'header-menu__item header-menu__item--folded' : 'header-menu__item'
              }
            >
              {item.subList ? (
                <GroupMenu item={item} current={current} pathname={pathname} />
              ) : (
                <MenuEntry item={item} current={current} className="header-menu__link" />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The Instant group: a panel of its links (BTC, ETH, USDT), closed again when the page changes. */
function GroupMenu({ item, current, pathname }: { item: MenuItem; current: boolean; pathname: string }) {
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes when the page changes
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      triggerClassName="header-menu__link header-menu__group"
      triggerCurrent={current}
      trigger={
        <>
          <span>{item.name}</span>
          <Icon name="chevronDown" size={16} />
        </>
      }
      panelClassName="menu-popover"
      panelLabel={item.name}
      align="start"
      sideOffset={8}
    >
      <ul className="menu-popover__list">
        {item.subListData.map((entry) => (
          <li key={entry.key}>
            <Link
              className="menu-popover__item"
              to={entry.link ?? ''}
              aria-current={isCurrent(entry, pathname) ? 'page' : undefined}
            >
              <MenuIcon item={entry} />
              <span>{entry.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
