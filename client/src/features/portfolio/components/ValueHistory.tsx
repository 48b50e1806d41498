// The portfolio's value over a week, a month or a year from the person's own ledger: a choice of range and a small
// chart drawn by the slot the dashboard gives (the market's sparkline); a skeleton while it loads, a retry when it
// failed, and an empty state before anything was held.
import { formatInr } from '@sikka/shared/money/amount';
import { HISTORY_RANGES, type HistoryRange } from '@sikka/shared/portfolio/rules';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { usePortfolioHistory } from '../api/portfolio.ts';
import { chartPoints, directionOf, heldAnything } from '../utils/homeFigures.ts';
import '../../../ui/homeCard.css';
import './home.css';

interface ChartSlotProps {
  points: { time: number; value: number }[];
  direction: 'up' | 'down' | 'flat';
  label: string;
}

const RANGES = Object.keys(HISTORY_RANGES) as HistoryRange[];

export function ValueHistory({ chart }: { chart: (props: ChartSlotProps) => ReactNode }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<HistoryRange>('1M');
  const history = usePortfolioHistory(range, true);
  const data = history.data;
  const first = data?.points[0];
  const last = data?.points.at(-1);

  return (
    <section className="home-card home-history" aria-labelledby="home-history-title">
      <div className="home-card__head">
        <h2 id="home-history-title" className="home-card__title">
          {t('home.historyTitle')}
        </h2>
        <ChoiceGroup
          legend={t('home.historyRange')}
          legendHidden
          size="small"
          value={range}
          options={RANGES.map((value) => ({ value, label: t(`home.ranges.${value}`) }))}
          onChange={setRange}
        />
      </div>
      {history.isError && !data ? (
        <FailedNotice title={t('home.historyFailed')} onRetry={() => void history.refetch()} />
      ) : !data || history.isPlaceholderData ? (
        <Skeleton width="100%" height="6rem" />
      ) : !heldAnything(data) ? (
        <p className="home-card__empty">{t('home.historyEmpty')}</p>
      ) : (
        <div className="home-history__chart" aria-busy={history.isFetching}>
          {chart({
            points: chartPoints(data),
            direction: directionOf(data),
            label: t('home.historyChart', {
              range: t(`home.rangeNames.${range}`),
              from: formatInr(first?.value ?? '0', { symbol: true }),
              to: formatInr(last?.value ?? '0', { symbol: true }),
            }),
          })}
        </div>
      )}
    </section>
  );
}
