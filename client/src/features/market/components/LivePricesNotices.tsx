// What a live-prices view says when its stream is down (§4): "reconnecting" while the stream recovers,
// and an error with Try again when the prices could not be loaded at all.
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import type { LivePrices } from '../api/useLivePrices.ts';

export function LivePricesNotices({ live }: { live: LivePrices }) {
  const { t } = useTranslation();
  return (
    <>
      {live.status === 'reconnecting' ? (
        <Notice tone="pending" title={t('live.reconnectingTitle')}>
          {t('live.reconnectingText')}
        </Notice>
      ) : null}
      {live.failed ? <FailedNotice title={t('dashboard.pricesFailed')} onRetry={live.retry} /> : null}
    </>
  );
}
