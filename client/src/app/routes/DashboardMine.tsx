// The signed-in dashboard's own figures (docs/portfolio.md), a chunk of their own loaded after the dashboard's first
// paint so /in/home's first load stays within its line: the change today, the value over 1W/1M/1Y drawn with the
// price cards' sparkline, each coin's average cost and profit or loss, the buying plans and the price alerts.
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { lazy, Suspense } from 'react';
import { ActiveAlerts } from '../../features/alerts/components/ActiveAlerts.tsx';
import { ActivePlans } from '../../features/basket/components/ActivePlans.tsx';
import { usePortfolioSummary } from '../../features/portfolio/api/portfolio.ts';
import { CostsCard } from '../../features/portfolio/components/CostsCard.tsx';
import { TodayChange } from '../../features/portfolio/components/TodayChange.tsx';
import { ValueHistory } from '../../features/portfolio/components/ValueHistory.tsx';
import { homeEn } from '../../lib/i18n/home.en.ts';
import { addTexts } from '../../lib/i18n/i18n.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

addTexts({ home: homeEn });

// The price cards' sparkline, loaded with the first chart shown: the value chart draws with it too.
const PriceChart = lazy(() => import('../../features/market/components/PriceChart.tsx'));

/** The change today under the portfolio's value: the live value (paise; null until every price arrived). */
export function TodayLine({ valueNow }: { valueNow: bigint | null }) {
  const summary = usePortfolioSummary(true);
  return (
    <TodayChange
      summary={summary.data}
      failed={summary.isError && !summary.data}
      onRetry={() => void summary.refetch()}
      valueNow={valueNow}
    />
  );
}

export default function DashboardMine({ prices }: { prices: AllPricesResponse | null }) {
  const summary = usePortfolioSummary(true);
  return (
    <>
      <div className="dashboard__mine">
        <ValueHistory
          chart={(props) => (
            <Suspense fallback={<Skeleton width="100%" height="100%" />}>
              <PriceChart {...props} />
            </Suspense>
          )}
        />
        <CostsCard
          summary={summary.data}
          failed={summary.isError}
          onRetry={() => void summary.refetch()}
          prices={prices}
        />
      </div>
      <div className="dashboard__mine">
        <ActivePlans />
        <ActiveAlerts />
      </div>
    </>
  );
}
