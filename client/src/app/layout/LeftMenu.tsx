// §2 the left icon menu (laptops only): home, the instant-buy group (BTC, ETH, USDT) that expands and
// collapses with a 275 ms delay, exchange, Sub-Broker for sub-brokers, Logout (with confirmation).
import { LEFT_MENU_EXPAND_DELAY_MS, type MenuItem } from '@sikka/shared/routes/menus';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { isCurrent } from './chrome.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { MenuIcon } from './menuIcons.tsx';

export function LeftMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      className="left-menu"
      aria-label={t('leftMenu.label')}
      style={{ '--menu-delay': `${LEFT_MENU_EXPAND_DELAY_MS}ms` } as CSSProperties}
    >
      <ul className="left-menu__list">
        {items.map((item) => (
          <li key={item.key} className={item.showDivider ? 'left-menu__item--divided' : undefined}>
            {item.subList ? (
              <LeftMenuGroup item={item} pathname={pathname} />
            ) : (
              <MenuEntry item={item} icon current={isCurrent(item, pathname)} className="left-menu__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The instant-buy group. A click opens or closes it at once; resting the pointer on it opens it, and leaving
 * closes it, each after the 275 ms delay (so a pointer passing over does not make it jump). It starts open
 * on a coin's page.
 */
function LeftMenuGroup({ item, pathname }: { item: MenuItem; pathname: string }) {
  const current = isCurrent(item, pathname);
  const [open, setOpen] = useState(current);
  const timer = useRef<number | undefined>(undefined);
  const listId = useId();

  useEffect(() => setOpen(current), [current]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), LEFT_MENU_EXPAND_DELAY_MS);
  };

  return (
    <div
      className="left-menu__group"
      data-open={open || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(current)}
    >
      <button
        type="button"
        className="left-menu__link"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current || undefined}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((was) => !was);
        }}
      >
        <MenuIcon item={item} />
        <span className="menu-entry__name">{item.name}</span>
      </button>
      <div className="left-menu__drawer" id={listId} inert={!open}>
        <ul className="left-menu__sublist">
          {item.subListData.map((entry) => (
            <li key={entry.key}>
              <MenuEntry
                item={entry}
                icon
                current={isCurrent(entry, pathname)}
                className="left-menu__sublink"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
