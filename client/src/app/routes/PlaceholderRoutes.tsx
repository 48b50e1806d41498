// Until their features land: a calm 'coming soon' page for every other /in/* route of the §2 table, and
// a plain not-found page (its §2 countdown arrives with the application shell).
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { buttonClasses } from '../../ui/Button.tsx';

export function ComingSoonPage({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <p className="placeholder__eyebrow">Coming soon</p>
      <h1 id="placeholder-title" className="placeholder__title">
        {title ?? 'Sikka'}
      </h1>
      <p className="placeholder__text">
        This part of Sikka is on its way. Your account, balances and sign-in are unaffected.
      </p>
      <Link className={buttonClasses('secondary')} to={PATHS.home}>
        Back to Dashboard
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Page Not Found!');
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className="placeholder__title">
        Page Not Found!
      </h1>
      <p className="placeholder__text">The page you asked for does not exist.</p>
      <Link className={buttonClasses('primary')} to={PATHS.home}>
        Go to Dashboard
      </Link>
    </section>
  );
}
