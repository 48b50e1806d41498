// The top bar of a page shown without the site's header (§2's special pages: into-the-block, invoice, marketing):
// the logo back to the dashboard, and the page's own actions at the other end.
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './Logo.tsx';

export function StandaloneBar({ children }: { children?: ReactNode }) {
  return (
    <div className="standalone-bar">
      <Link to={PATHS.home} className="standalone-bar__home" aria-label="Sikka home">
        <Logo size={32} />
      </Link>
      {children}
    </div>
  );
}
