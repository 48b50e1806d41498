// The page frame every route renders in, each part shown or hidden by the §2 rules (shared visibility) at
// the §9 device class: header, left icon menu (laptops), the declaration banner, banner carousel and §3 TDS
// message, the page (gapless on invoice, info, marketing, into-the-block, vendor-order), footer, mobile dock, the
// §4 prompts and the scratch-card pop-up; the person's live events are heard here. On each route change the page
// scrolls to the container's anchor (§2).
import {
  showsBannerCarousel,
  showsFooter,
  showsHeader,
  showsLeftMenu,
  showsMobileDock,
  usesNoGapLayout,
} from '@sikka/shared/routes/visibility';
import { isSubBroker } from '@sikka/shared/user/prompts';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RewardPopupHost } from '../../features/rewards/components/RewardPopupHost.tsx';
import { useUserNotices } from '../../features/user/api/notices.ts';
import { BannerCarousel } from '../../features/user/components/BannerCarousel.tsx';
import { UserPrompts } from '../../features/user/components/UserPrompts.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { storage } from '../../lib/storage.ts';
import { useDeviceClass } from '../../lib/useDeviceClass.ts';
import { PageSkeleton } from '../../ui/Skeleton.tsx';
import { useUserEvents } from '../events/useUserEvents.ts';
import { useSession } from '../session/sessionContext.ts';
import { leftMenuItems, type MenuContext } from './chrome.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LeftMenu } from './LeftMenu.tsx';
import { LogoutPromptProvider } from './logoutPrompt.tsx';
import { MobileDock } from './MobileDock.tsx';

// §3's TDS message loads only for a person whose flag is set (it stays mounted, so closing it lasts the visit).
const TdsNotice = lazy(() =>
  import('../../features/user/components/TdsNotice.tsx').then((module) => ({ default: module.TdsNotice })),
);

import './frameAndHeader.css';
import './menusAndDock.css';
import './footer.css';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const session = useSession();
  const notices = useUserNotices(session.signedIn, pathname);
  useUserEvents(session.signedIn, session.control);
  const menus: MenuContext = {
    isSubBroker: session.user !== null && isSubBroker(session.user),
    storedPair: storage.pairSelected.get(),
  };
  const anchor = useScrollOnRouteChange(pathname);
  const noGap = usesNoGapLayout(pathname);
  const leftMenu = showsLeftMenu(pathname, device);
  const dock = showsMobileDock(pathname, device);
  const banners = session.signedIn && showsBannerCarousel(pathname) ? (notices?.banners ?? []) : [];

  return (
    <LogoutPromptProvider>
      <div className="app" data-device={device} data-dock={dock || undefined}>
        <div ref={anchor} className="app__anchor" aria-hidden="true" />
        <a className="skip-link" href="#main-content">
          {t('header.skipToContent')}
        </a>
        {showsHeader(pathname) ? <Header device={device} menus={menus} /> : null}
        <div className={leftMenu ? 'app__body app__body--with-menu' : 'app__body'}>
          {leftMenu ? (
            <div className="app__rail">
              <LeftMenu items={leftMenuItems({ ...menus, signedIn: session.signedIn })} />
            </div>
          ) : null}
          <div className="app__column">
            <UserPrompts user={session.user} notices={notices} pathname={pathname} />
            {banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
            {notices?.tds_message ? (
              <Suspense fallback={null}>
                <TdsNotice notices={notices} pathname={pathname} />
              </Suspense>
            ) : null}
            <main
              id="main-content"
              className={noGap ? 'app__main app__main--no-gap' : 'app__main'}
              tabIndex={-1}
            >
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </main>
            {showsFooter(pathname) ? <Footer /> : null}
          </div>
        </div>
        {dock ? <MobileDock storedPair={menus.storedPair} /> : null}
        <RewardPopupHost signedIn={session.signedIn} />
      </div>
    </LogoutPromptProvider>
  );
}

/**
 * §2 the page scrolls to the bottom of the container on each route change. The container is the zero-height
 * anchor at the top of the frame: bringing its bottom edge into view puts every new page at its start.
 * A change of query or hash alone (a tab, an in-page link) keeps the place.
 */
function useScrollOnRouteChange(pathname: string) {
  const anchor = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is the effect of a new path
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    anchor.current?.scrollIntoView({ block: 'end' });
  }, [pathname]);
  return anchor;
}
