// §2 the mobile bottom dock: the configured items; the coin item shows the bitcoin, ether or usdt icon when
// the path is one of those and links to /in/bitcoin by default.
import { dockItems } from '@sikka/shared/routes/menus';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { DockIconOf } from './menuIcons.tsx';

export function MobileDock({ storedPair }: { storedPair: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="dock" aria-label={t('dock.label')}>
      <ul className="dock__list">
        {dockItems(pathname, { storedPair }).map((item) => (
          <li key={item.key}>
            <Link className="dock__link" to={item.link} aria-current={item.active ? 'page' : undefined}>
              <DockIconOf icon={item.icon} />
              <span>{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
