// /in/home: the dashboard, composed here from two features: the market's live BTC, ETH and USDT price cards, each
// with a chart and the exchange's figures of the last 24 hours, and the wallet's portfolio in rupees from the live
// balances at selling prices; quick links to buy and sell; for a visitor the welcome and the same live prices.
// "Reconnecting" shows while prices are interrupted. A signed-in person's own figures (docs/portfolio.md) follow the
// portfolio: the change today under its value, the value over 1W/1M/1Y, each coin's average cost and profit or loss,
// and their buying plans.
import { COINS } from '@sikka/shared/constants';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useDayTickers } from '../../features/market/api/useDayTickers.ts';
import { useLivePrices } from '../../features/market/api/useLivePrices.ts';
import { LivePricesNotices } from '../../features/market/components/LivePricesNotices.tsx';
import { PriceCard } from '../../features/market/components/PriceCard.tsx';
import { useLiveBalances } from '../../features/wallet/api/useLiveBalances.ts';
import { PortfolioCard } from '../../features/wallet/components/PortfolioCard.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { portfolioOf } from '../../lib/money/portfolio.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { LiveBadge } from '../../ui/LiveBadge.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './dashboard.css';

// The person's own figures load after the first paint (DashboardMine.tsx): the first load stays within its line.
const DashboardMine = lazy(() => import('./DashboardMine.tsx'));
const TodayLine = lazy(() => import('./DashboardMine.tsx').then((module) => ({ default: module.TodayLine })));

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
  const worth = balances.wallets ? portfolioOf(balances.wallets, live.prices) : null;
  const valueNow = worth?.complete ? worth.totalPaise : null;

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

      {signedIn ? (
        <>
          <PortfolioCard
            balances={balances}
            prices={live.prices}
            today={
              <Suspense fallback={<Skeleton width="12rem" />}>
                <TodayLine valueNow={valueNow} />
              </Suspense>
            }
          />
          <Suspense
            fallback={
              <div className="dashboard__mine">
                <Skeleton width="100%" height="11rem" />
                <Skeleton width="100%" height="11rem" />
              </div>
            }
          >
            <DashboardMine prices={live.prices} />
          </Suspense>
        </>
      ) : null}

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
