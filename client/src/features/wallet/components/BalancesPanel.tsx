// Balances per asset (§3 wallet): balance, available, locked (held by a pending withdrawal) and the rupee value
// at the live selling price, with the total; deposit and withdraw from each row. Empty wallets say what to do.
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import { INSTANT_PAGE, PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { holdsAnything, portfolioOf } from '../../../lib/money/portfolio.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { LiveBalances } from '../api/useLiveBalances.ts';

export function BalancesPanel({
  balances,
  prices,
}: {
  balances: LiveBalances;
  prices: AllPricesResponse | null;
}) {
  const { t } = useTranslation();
  if (balances.failed) return <FailedNotice title={t('wallet.balancesFailed')} onRetry={balances.retry} />;
  const wallets = balances.wallets;
  const portfolio = wallets ? portfolioOf(wallets, prices) : null;

  return (
    <section className="wallet__panel" aria-labelledby="balances-title">
      <div className="balances__head">
        <h2 id="balances-title" className="wallet__subtitle">
          {t('wallet.balancesTitle')}
        </h2>
        <p className="balances__total">
          <span>{t('wallet.totalValue')}</span>{' '}
          <strong className="num">
            {portfolio?.complete ? (
              formatInr(portfolio.totalPaise, { symbol: true })
            ) : (
              <Skeleton width="8rem" />
            )}
          </strong>
        </p>
      </div>
      {wallets && !holdsAnything(wallets) ? (
        <Notice
          tone="info"
          title={t('wallet.emptyTitle')}
          actions={
            <Link className={buttonClasses('primary', { size: 'small' })} to={`${PATHS.wallet}/deposit`}>
              {t('dashboard.depositInr')}
            </Link>
          }
        >
          {t('wallet.emptyText')}
        </Notice>
      ) : null}
      <table className="wallet-table balances">
        <caption className="visually-hidden">{t('wallet.balancesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallet.columns.asset')}</th>
            <th scope="col" className="cell-right">
              {t('wallet.columns.balance')}
            </th>
            <th scope="col" className="cell-right">
              {t('wallet.columns.available')}
            </th>
            <th scope="col" className="cell-right">
              {t('wallet.columns.locked')}
            </th>
            <th scope="col" className="cell-right">
              {t('wallet.columns.value')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('wallet.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {portfolio
            ? portfolio.rows.map((row) => (
                <tr key={row.asset}>
                  <th scope="row" data-label={t('wallet.columns.asset')}>
                    <span className="balances__asset">{row.asset}</span>
                    <span className="balances__name">{t(`coins.${row.asset}`)}</span>
                  </th>
                  <td className="num cell-right" data-label={t('wallet.columns.balance')}>
                    {formatMoney(row.asset, row.balance)}
                  </td>
                  <td className="num cell-right" data-label={t('wallet.columns.available')}>
                    {formatMoney(row.asset, row.available)}
                  </td>
                  <td className="num cell-right" data-label={t('wallet.columns.locked')}>
                    {formatMoney(row.asset, row.locked)}
                  </td>
                  <td className="num cell-right" data-label={t('wallet.columns.value')}>
                    {row.valuePaise === null ? (
                      <Skeleton width="6rem" />
                    ) : (
                      formatInr(row.valuePaise, { symbol: true })
                    )}
                  </td>
                  <td className="balances__actions">
                    <Link
                      className={buttonClasses('secondary', { size: 'small' })}
                      to={`${PATHS.wallet}/deposit?coin=${row.asset}`}
                      aria-label={t('wallet.depositAsset', { asset: row.asset })}
                    >
                      {t('wallet.tabs.deposit')}
                    </Link>
                    <Link
                      className={buttonClasses('ghost', { size: 'small' })}
                      to={`${PATHS.wallet}/withdraw?coin=${row.asset}`}
                      aria-label={t('wallet.withdrawAsset', { asset: row.asset })}
                    >
                      {t('wallet.tabs.withdraw')}
                    </Link>
                    {row.asset !== 'INR' ? (
                      <Link
                        className={buttonClasses('ghost', { size: 'small' })}
                        to={INSTANT_PAGE[row.asset]}
                        aria-label={t('wallet.tradeAsset', { asset: row.asset })}
                      >
                        {t('wallet.trade')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))
            : [0, 1, 2, 3].map((index) => (
                <tr key={index}>
                  <td colSpan={6}>
                    <Skeleton width="100%" height="1.5rem" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
