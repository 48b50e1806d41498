// §2 the header: the logo home; signed in, the desktop menu (or its short variant, or the mobile menu behind
// a button), the notification bell and the profile dropdown; for visitors Log In and Get Started (§6); the
// theme switch on exchange pages.
import type { DeviceClass } from '@sikka/shared/constants';
import { HEADER_LINKS } from '@sikka/shared/routes/menus';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { ProfileDropdown, VisitorProfileDropdown } from '../../features/user/components/ProfileDropdown.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { useSession } from '../session/sessionContext.ts';
import { barMenuItems, headerParts, type MenuContext, sheetMenuItems } from './chrome.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { useLogoutPrompt } from './logoutPrompt.tsx';
import { MenuSheet } from './MenuSheet.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { useBell } from './useBell.ts';

export function Header({ device, menus }: { device: DeviceClass; menus: MenuContext }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn, user, userLoading } = useSession();
  const { requestLogout } = useLogoutPrompt();
  const bell = useBell(signedIn);
  const parts = headerParts({ signedIn, device, pathname });
  const [barFolded, setBarFolded] = useState(false);
  // The sheet holds what the bar leaves out: the mobile menu, the short bar's rest, or the entries folded away.
  const sheet =
    parts.sheetMenu === 'desktop' && parts.barMenu === 'desktop' && !barFolded ? null : parts.sheetMenu;

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={PATHS.home} className="app-header__brand" aria-label={t('header.home')}>
          <Logo size={30} />
          <span className="app-header__brand-name">{t('common.brand')}</span>
        </Link>
        {parts.barMenu ? (
          <HeaderMenu items={barMenuItems(parts.barMenu, menus)} onFold={setBarFolded} />
        ) : null}
        <div className="app-header__actions">
          {parts.themeSwitch ? <ThemeSwitch /> : null}
          {parts.visitorButtons ? (
            <>
              <Link className={buttonClasses('ghost', { size: 'small' })} to={HEADER_LINKS.logIn.link ?? ''}>
                {HEADER_LINKS.logIn.name}
              </Link>
              <Link
                className={buttonClasses('primary', { size: 'small' })}
                to={HEADER_LINKS.getStarted.link ?? ''}
              >
                {HEADER_LINKS.getStarted.name}
              </Link>
            </>
          ) : null}
          {parts.bell ? <NotificationBell {...bell} /> : null}
          {parts.profile === 'user' ? (
            <ProfileDropdown user={user} loading={userLoading} onLogout={requestLogout} />
          ) : (
            <VisitorProfileDropdown />
          )}
          {sheet ? <MenuSheet items={sheetMenuItems(sheet, menus)} variant={sheet} /> : null}
        </div>
      </div>
    </header>
  );
}
