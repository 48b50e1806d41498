// /in/home: the dashboard, composed here from two features: the market's live BTC, ETH and USDT price cards, each
// with a chart and the exchange's figures of the last 24 hours, and the wallet's portfolio in rupees from the live
// balances at selling prices; quick links to buy and sell; for a visitor the welcome and the same live prices.
// "Reconnecting" shows while prices are interrupted.
import { COINS } from '@sikka/shared/constants';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { Link } from 'react-router-dom';
import { useDayTickers } from '../../features/market/api/useDayTickers.ts';
import { useLivePrices } from '../../features/market/api/useLivePrices.ts';
import { LivePricesNotices } from '../../features/market/components/LivePricesNotices.tsx';
import { PriceCard } from '../../features/market/components/PriceCard.tsx';
import { useLiveBalances } from '../../features/wallet/api/useLiveBalances.ts';
import { PortfolioCard } from '../../features/wallet/components/PortfolioCard.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './dashboard.css';

export interface DashboardRouteProps {
  signedIn: boolean;
  /** The first word of the user's name; null while it loads. */
  firstName: string | null;
}

export default function DashboardRoute({ signedIn, firstName }: DashboardRouteProps) {
  const { t } = useTranslation();
  useDocumentTitle(signedIn ? t('dashboard.title') : null);
  const live = useLivePrices({ history: true });
  const day = useDayTickers();
  const balances = useLiveBalances(signedIn);

  return (
    <div className="dashboard">
      <section className="dashboard__hero" aria-labelledby="dashboard-title">
        {signedIn ? (
          <>
            <h1 id="dashboard-title" className="dashboard__title">
              {t('dashboard.title')}
            </h1>
            <p className="dashboard__welcome">
              {firstName === null ? <Skeleton width="12rem" /> : t('dashboard.welcome', { name: firstName })}
            </p>
          </>
        ) : (
          <>
            <h1 id="dashboard-title" className="dashboard__title">
              {t('common.brand')}
            </h1>
            <p className="dashboard__text">{t('dashboard.visitorLead')}</p>
            <div className="dashboard__cta">
              <Link className={buttonClasses('primary')} to={authPagePath('sign-up')}>
                {t('dashboard.createAccount')}
              </Link>
              <Link className={buttonClasses('secondary')} to={authPagePath('login')}>
                {t('dashboard.haveAccount')}
              </Link>
            </div>
          </>
        )}
      </section>

      {signedIn ? <PortfolioCard balances={balances} prices={live.prices} /> : null}

      <section className="dashboard__prices" aria-labelledby="prices-title">
        <div className="dashboard__prices-head">
          <h2 id="prices-title" className="dashboard__subtitle">
            {t('dashboard.pricesTitle')}
          </h2>
          <LiveBadge state={live.status} label={t(`live.${live.status}`)} />
        </div>
        <LivePricesNotices live={live} />
        <div className="dashboard__coins">
          {COINS.map((coin) => (
            <PriceCard
              key={coin}
              coin={coin}
              entry={live.prices?.[coin] ?? null}
              points={live.history[coin]}
              ticker={day.of(coin)}
              tickerFailed={day.failed}
              stale={live.status !== 'live'}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
