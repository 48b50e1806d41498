// The page frame every route renders in: a skip link, the header where §2 shows it, and the route's page,
// whose code loads on demand (a skeleton shows meanwhile).
import { showsHeader } from '@sikka/shared/routes/visibility';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../../ui/Skeleton.tsx';
import { Header } from './Header.tsx';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {showsHeader(pathname) ? <Header /> : null}
      <main id="main-content" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
