// One shared menu item (§3 Menu item) as a link, an external link or the Logout action, with its icon and
// 'New' badge. Menus differ in layout only; what an item does is decided here once.
import type { MenuItem } from '@sikka/shared/routes/menus';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useLogoutPrompt } from './logoutPrompt.tsx';
import { MenuIcon } from './menuIcons.tsx';

interface MenuEntryProps {
  item: MenuItem;
  current: boolean;
  className: string;
  /** Show the icon (left and sheet menus) or not (the header bar). */
  icon?: boolean;
  /** Called after the entry was used (a sheet closes itself). */
  onUsed?: () => void;
  children?: ReactNode;
}

function NewBadge() {
  const { t } = useTranslation();
  return <span className="menu-badge">{t('common.newBadge')}</span>;
}

export function MenuEntry({ item, current, className, icon = false, onUsed, children }: MenuEntryProps) {
  const { t } = useTranslation();
  const { requestLogout } = useLogoutPrompt();
  const body = (
    <>
      {icon ? <MenuIcon item={item} /> : null}
      <span className="menu-entry__name">{item.name}</span>
      {item.newFeature ? <NewBadge /> : null}
      {children}
    </>
  );

  if (item.action === 'logout') {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          onUsed?.();
          requestLogout();
        }}
      >
        {body}
      </button>
    );
  }
  if (item.link === null) return null;
  if (item.external) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer" onClick={onUsed}>
        {body}
        <Icon name="external" size={14} className="menu-entry__external" />
        <span className="visually-hidden">{t('common.opensNewTab')}</span>
      </a>
    );
  }
  return (
    <Link className={className} to={item.link} aria-current={current ? 'page' : undefined} onClick={onUsed}>
      {body}
    </Link>
  );
}
