// §2 the desktop menu (laptops) or its shorter variant (tablets) in the header bar. The Instant group opens a
// dropdown of BTC, ETH and USDT. On a narrow laptop the entries past the short four fold into the menu sheet.
import { DESKTOP_MENU_SHORT, type MenuItem } from '@sikka/shared/routes/menus';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { isCurrent } from './chrome.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MenuIcon } from './menuIcons.tsx';

const SHORT_KEYS = new Set(DESKTOP_MENU_SHORT.map((item) => item.key));

export function HeaderMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="header-menu" aria-label={t('header.mainMenu')}>
      <ul className="header-menu__list">
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          const folds = !SHORT_KEYS.has(item.key);
          return (
            <li
              key={item.key}
              className={folds ? 'header-menu__item header-menu__item--folds' : 'header-menu__item'}
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

function GroupMenu({ item, current, pathname }: { item: MenuItem; current: boolean; pathname: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="header-menu__link header-menu__group"
        data-current={current || undefined}
      >
        <span>{item.name}</span>
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-popover" align="start" sideOffset={8}>
          {item.subListData.map((entry) => (
            <DropdownMenu.Item key={entry.key} asChild>
              <Link
                className="menu-popover__item"
                to={entry.link ?? ''}
                aria-current={isCurrent(entry, pathname) ? 'page' : undefined}
              >
                <MenuIcon item={entry} />
                <span>{entry.name}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
