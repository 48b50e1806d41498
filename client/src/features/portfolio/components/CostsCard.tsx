// Each coin's average cost and profit or loss: the tax year's open lots against the live selling price; a note and a
// link to the tax page when some lot's cost is its market value on arrival. Loading, empty and failed states.
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import type { PortfolioSummary } from '@sikka/shared/portfolio/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { holdingChange, signedParts } from '../utils/homeFigures.ts';
import '../../../ui/homeCard.css';
import './home.css';

export function CostsCard({
  summary,
  failed,
  onRetry,
  prices,
}: {
  summary: PortfolioSummary | undefined;
  failed: boolean;
  onRetry: () => void;
  prices: AllPricesResponse | null;
}) {
  const { t } = useTranslation();
  const unknown = summary?.holdings.some((holding) => !holding.cost_known) ?? false;
  return (
    <section className="home-card home-costs" aria-labelledby="home-costs-title">
      <div className="home-card__head">
        <h2 id="home-costs-title" className="home-card__title">
          {t('home.costsTitle')}
        </h2>
      </div>
      {failed && !summary ? (
        <FailedNotice title={t('home.costsFailed')} onRetry={onRetry} />
      ) : !summary ? (
        <Skeleton width="100%" height="4rem" />
      ) : summary.holdings.length === 0 ? (
        <p className="home-card__empty">{t('home.costsEmpty')}</p>
      ) : (
        <>
          <ul className="home-costs__list" aria-label={t('home.costsTitle')}>
            {summary.holdings.map((holding) => {
              const change = holdingChange(holding, prices?.[holding.asset].selling_price ?? null);
              const { sign, direction } = signedParts(change);
              const magnitude = change.amount < 0n ? -change.amount : change.amount;
              return (
                <li key={holding.asset} className="home-costs__row" aria-label={holding.asset}>
                  <span className="home-costs__asset">{holding.asset}</span>
                  <dl className="home-costs__figures">
                    <div>
                      <dt>{t('home.averageCost')}</dt>
                      <dd className="num">
                        {holding.average_cost === null
                          ? '—'
                          : formatInr(holding.average_cost, { symbol: true })}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('home.profitLoss')}</dt>
                      <dd className={`num home-change--${direction}`}>
                        {sign}
                        {formatInr(magnitude, { symbol: true })}
                        {change.percent === null ? '' : ` (${sign}${change.percent.replace('-', '')}%)`}
                      </dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
          <p className="home-card__note">
            {t('home.costsNote')}
            {unknown ? (
              <>
                {' '}
                {t('home.costUnknown')} <Link to={PATHS.walletTax}>{t('home.enterCosts')}</Link>
              </>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
