// The coin's live price beside the form: buy and sell prices, the 24-hour change, whether the stream
// is live, and the fee schedule the breakdown applies.
import type { Coin } from '@sikka/shared/constants';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import type { ReactNode } from 'react';
import { changeView } from '../../../lib/format/change.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { LiveStatus } from '../../../lib/realtime/liveFeed.ts';
import { LiveBadge } from '../../../ui/LiveBadge.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { bpsPercent } from '../utils/breakdown.ts';

/** The market's live prices as this page needs them, composed by its route (a feature never imports another). */
export interface LiveMarket {
  prices: AllPricesResponse | null;
  status: LiveStatus;
  /** What the market says while its prices are down or failed to load. */
  notices: ReactNode;
}

export function LivePricePanel({
  coin,
  market,
  schedule,
}: {
  coin: Coin;
  market: LiveMarket;
  schedule: FeeSchedule | null;
}) {
  const { t } = useTranslation();
  const entry = market.prices?.[coin] ?? null;
  const change = entry ? changeView(entry.change) : null;
  return (
    <aside className="live-price" aria-labelledby="live-price-title">
      <div className="live-price__head">
        <h2 id="live-price-title" className="live-price__title">
          {t('instant.livePrice', { coin })}
        </h2>
        <LiveBadge state={market.status} label={t(`live.${market.status}`)} />
      </div>
      {market.notices}
      <dl className="live-price__figures">
        <div>
          <dt>{t('dashboard.buyPrice')}</dt>
          <dd className="num">
            {entry ? (
              formatInr(entry.buying_price, { symbol: true })
            ) : (
              <Skeleton width="9rem" height="1.5rem" />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.sellPrice')}</dt>
          <dd className="num">
            {entry ? (
              formatInr(entry.selling_price, { symbol: true })
            ) : (
              <Skeleton width="9rem" height="1.5rem" />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('instant.change24h')}</dt>
          <dd className={`num live-price__change live-price__change--${change?.direction ?? 'flat'}`}>
            {change ? change.text : <Skeleton width="4rem" />}
          </dd>
        </div>
      </dl>
      {schedule ? (
        <p className="live-price__fees">
          {t('instant.feesNote', {
            fee: bpsPercent(schedule.feeBps),
            gst: bpsPercent(schedule.gstBps),
            tds: bpsPercent(schedule.tdsBps),
          })}
        </p>
      ) : (
        // The note's room while the schedule loads, so the form below does not move when it comes.
        <Skeleton width="100%" height="3lh" className="live-price__fees-skeleton" />
      )}
    </aside>
  );
}
