// The signed-in person's portfolio in rupees: rupees plus every coin at its live selling price (exact, in paise),
// with the holdings beside it; an empty wallet says how to start, a failed load offers a retry.
import { type Asset, QUOTE_CURRENCY } from '@sikka/shared/constants';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { holdsAnything, portfolioOf } from '../../../lib/money/portfolio.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';
import './portfolio.css';

function holdingText(asset: Asset, balance: string): string {
  return asset === QUOTE_CURRENCY
    ? formatInr(balance, { symbol: true })
    : `${formatCoin(balance, asset)} ${asset}`;
}

export function PortfolioCard({
  balances,
  prices,
  today,
}: {
  balances: LiveBalances;
  prices: AllPricesResponse | null;
  /** What the dashboard shows under the value (the change today). */
  today?: ReactNode;
}) {
  const { t } = useTranslation();
  const wallets = balances.wallets;
  const portfolio = wallets ? portfolioOf(wallets, prices) : null;

  return (
    <section className="portfolio" aria-labelledby="portfolio-title">
      <div className="portfolio__main">
        <h2 id="portfolio-title" className="portfolio__label">
          {t('dashboard.portfolioTitle')}
        </h2>
        {portfolio?.complete ? (
          <p className="portfolio__value num">{formatInr(portfolio.totalPaise, { symbol: true })}</p>
        ) : balances.failed ? null : (
          <Skeleton width="14rem" height="2.5rem" />
        )}
        {today}
        <p className="portfolio__note">{t('dashboard.portfolioNote')}</p>
      </div>
      {balances.failed ? (
        <FailedNotice title={t('dashboard.balancesFailed')} onRetry={balances.retry} />
      ) : wallets && !holdsAnything(wallets) ? (
        <Notice
          tone="info"
          title={t('dashboard.emptyTitle')}
          actions={
            <Link className={buttonClasses('primary', { size: 'small' })} to={`${PATHS.wallet}/deposit`}>
              {t('dashboard.depositInr')}
            </Link>
          }
        >
          {t('dashboard.emptyText')}
        </Notice>
      ) : (
        <ul className="portfolio__holdings" aria-label={t('dashboard.holdings')}>
          {portfolio
            ? portfolio.rows.map((row) => (
                <li key={row.asset} className="portfolio__holding">
                  <span className="portfolio__asset">{row.asset}</span>
                  <span className="num">{holdingText(row.asset, row.balance)}</span>
                  {row.asset !== QUOTE_CURRENCY ? (
                    <span className="portfolio__worth num">
                      {row.valuePaise === null ? '' : `≈ ${formatInr(row.valuePaise, { symbol: true })}`}
                    </span>
                  ) : null}
                </li>
              ))
            : [0, 1, 2, 3].map((index) => (
                <li key={index} className="portfolio__holding">
                  <Skeleton width="100%" />
                </li>
              ))}
        </ul>
      )}
      <div className="portfolio__links">
        <Link className={buttonClasses('secondary', { size: 'small' })} to={PATHS.wallet}>
          {t('dashboard.openWallet')}
        </Link>
        <Link className={buttonClasses('ghost', { size: 'small' })} to={`${PATHS.wallet}/deposit`}>
          {t('dashboard.depositInr')}
        </Link>
      </div>
    </section>
  );
}
