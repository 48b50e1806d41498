// The chart panel, two views as tabs. Chart: the interval switch (1m … 1d), the candles of that interval from the
// history call, and the live current candle from exchange.onCandles. Depth: the live book's cumulative bids and
// asks. Each chart is its own lazy chunk (lightweight-charts); loading, empty and failed states have their own look.
import { CANDLE_INTERVALS, type CandleInterval } from '@sikka/shared/exchange/candleIntervals';
import type { Candle } from '@sikka/shared/exchange/candles';
import type { BookCopy } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { Tabs } from 'radix-ui';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useCandles } from '../api/exchange.ts';

const CandleChart = lazy(() => import('./CandleChart.tsx'));
const DepthChart = lazy(() => import('./DepthChart.tsx'));

type View = 'candles' | 'depth';

interface ChartPanelProps {
  config: PairConfig;
  /** The live book (the depth view draws it); null until the first snapshot. */
  book: BookCopy | null;
}

function ChartPanelView({ config, book }: ChartPanelProps) {
  const { t } = useTranslation();
  const pair = config.pair;
  const [view, setView] = useState<View>('candles');
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
  const skeleton = <Skeleton width="100%" height="100%" className="chart-panel__skeleton" />;
  const pairText = pair.replace('-', '/');

  return (
    <section className="exchange-panel chart-panel" aria-label={t('exchange.chartTitle')}>
      <h2 className="visually-hidden">{t('exchange.chartTitle')}</h2>
      <Tabs.Root value={view} onValueChange={(value) => setView(value as View)} className="chart-panel__tabs">
        <div className="exchange-panel__head">
          <Tabs.List className="chart-panel__views" aria-label={t('exchange.chartViews')}>
            {(['candles', 'depth'] as const).map((value) => (
              <Tabs.Trigger key={value} value={value} className="chart-panel__view">
                {t(`exchange.chartView.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {view === 'candles' ? (
            <ChoiceGroup
              className="chart-panel__intervals"
              legend={t('exchange.interval')}
              legendHidden
              size="small"
              value={interval}
              onChange={setCandleInterval}
              options={CANDLE_INTERVALS.map((value) => ({ value, label: value }))}
            />
          ) : null}
        </div>
        <Tabs.Content value="candles" className="chart-panel__body">
          {history.isError && !candles ? (
            <FailedNotice title={t('exchange.chartFailed')} onRetry={() => void history.refetch()} />
          ) : candles === null ? (
            skeleton
          ) : empty ? (
            <p className="exchange-panel__empty">{t('exchange.chartEmpty')}</p>
          ) : (
            <Suspense fallback={skeleton}>
              <CandleChart
                candles={candles}
                live={current}
                interval={interval}
                label={t('exchange.chartLabel', { pair: pairText, interval })}
              />
            </Suspense>
          )}
        </Tabs.Content>
        <Tabs.Content value="depth" className="chart-panel__body">
          {book === null ? (
            skeleton
          ) : book.bids.length === 0 && book.asks.length === 0 ? (
            <p className="exchange-panel__empty">{t('exchange.depthEmpty')}</p>
          ) : (
            <Suspense fallback={skeleton}>
              <DepthChart book={book} config={config} label={t('exchange.depthLabel', { pair: pairText })} />
            </Suspense>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** Drawn again only when its props change: the pair, or (for the depth view) the book. */
export const ChartPanel = memo(ChartPanelView);
