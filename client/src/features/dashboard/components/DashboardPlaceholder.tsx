// /in/home until the dashboard lands with live prices: a welcome for the signed-in person (or a visitor's
// way in), and the coin cards it will fill, shown as quiet skeletons rather than made-up numbers.
import { COINS } from '@sikka/shared/constants';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import './dashboard.css';

const COIN_NAMES = { BTC: 'Bitcoin', ETH: 'Ether', USDT: 'Tether' } as const;

export interface DashboardPlaceholderProps {
  signedIn: boolean;
  /** The first word of the user's name; null while it loads. */
  firstName: string | null;
}

export function DashboardPlaceholder({ signedIn, firstName }: DashboardPlaceholderProps) {
  useDocumentTitle(signedIn ? 'Dashboard' : null);
  return (
    <div className="dashboard">
      <section className="dashboard__hero" aria-labelledby="dashboard-title">
        {signedIn ? (
          <>
            <h1 id="dashboard-title" className="dashboard__title">
              Dashboard
            </h1>
            <p className="dashboard__welcome">
              {firstName === null ? <Skeleton width="12rem" /> : `Welcome, ${firstName}. You are signed in.`}
            </p>
            <p className="dashboard__text">
              Your dashboard comes with live prices: BTC, ETH and USDT in rupees, your balances and your
              recent orders will appear here.
            </p>
          </>
        ) : (
          <>
            <h1 id="dashboard-title" className="dashboard__title">
              Sikka
            </h1>
            <p className="dashboard__text">Buy, sell and trade BTC, ETH and USDT against Indian rupees.</p>
            <div className="dashboard__cta">
              <Link className={buttonClasses('primary')} to={authPagePath('sign-up')}>
                Create your account
              </Link>
              <Link className={buttonClasses('secondary')} to={authPagePath('login')}>
                I already have an account
              </Link>
            </div>
          </>
        )}
      </section>
      <section className="dashboard__coins" aria-label="Live prices (coming soon)">
        {COINS.map((coin) => (
          <article key={coin} className="coin-card">
            <header className="coin-card__head">
              <span className="coin-card__symbol">{coin}</span>
              <span className="coin-card__name">{COIN_NAMES[coin]}</span>
            </header>
            <Skeleton width="60%" height="1.75rem" />
            <Skeleton width="35%" />
            <p className="coin-card__note">Live price arrives with the dashboard</p>
          </article>
        ))}
      </section>
    </div>
  );
}
