// The chart panel: the interval switch (1m … 1d), the candles of that interval from the history call, and the live
// current candle from exchange.onCandles. Loading, empty (no trade yet) and failed states have their own look.
import { CANDLE_INTERVALS, type Candle, type CandleInterval } from '@sikka/shared/exchange/candles';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useCandles } from '../api/exchange.ts';

const CandleChart = lazy(() => import('./CandleChart.tsx'));

function ChartPanelView({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const [interval, setCandleInterval] = useState<CandleInterval>('15m');
  const history = useCandles(pair, interval);
  const [live, setLive] = useState<Record<CandleInterval, Candle | null> | null>(null);

  trpc.exchange.onCandles.useSubscription(
    { pair },
    {
      onData: (frame) => {
        if (frame.type === 'snapshot' || frame.type === 'update') setLive(frame.data.candles);
      },
    },
  );

  const current = live?.[interval] ?? null;
  const candles = history.data?.data ?? null;
  const empty = candles !== null && candles.length === 0 && current === null;

  return (
    <section className="exchange-panel chart-panel" aria-label={t('exchange.chartTitle')}>
      <div className="exchange-panel__head">
        <h2 className="exchange-panel__title">{t('exchange.chartTitle')}</h2>
        <ChoiceGroup
          legend={t('exchange.interval')}
          legendHidden
          size="small"
          value={interval}
          onChange={setCandleInterval}
          options={CANDLE_INTERVALS.map((value) => ({ value, label: value }))}
        />
      </div>
      <div className="chart-panel__body">
        {history.isError && !candles ? (
          <FailedNotice title={t('exchange.chartFailed')} onRetry={() => void history.refetch()} />
        ) : candles === null ? (
          <Skeleton width="100%" height="100%" className="chart-panel__skeleton" />
        ) : empty ? (
          <p className="exchange-panel__empty">{t('exchange.chartEmpty')}</p>
        ) : (
          <Suspense fallback={<Skeleton width="100%" height="100%" className="chart-panel__skeleton" />}>
            <CandleChart
              candles={candles}
              live={current}
              interval={interval}
              label={t('exchange.chartLabel', { pair: pair.replace('-', '/'), interval })}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** Drawn again only when its props change (not on every book delta). */
export const ChartPanel = memo(ChartPanelView);
