// The change today beside the portfolio's value: the live value against the value 24 hours ago, in rupees and
// percent; a skeleton while it loads, a retry when it failed.
import { formatInr } from '@sikka/shared/money/amount';
import type { PortfolioSummary } from '@sikka/shared/portfolio/schemas';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { changeToday, signedParts } from '../utils/homeFigures.ts';
import './home.css';

export function TodayChange({
  summary,
  failed,
  onRetry,
  valueNow,
}: {
  summary: PortfolioSummary | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The live value in paise, as the card shows it; null until every price arrived. */
  valueNow: bigint | null;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <p className="home-today home-today--failed">
        {t('home.todayFailed')}{' '}
        <Button size="small" variant="ghost" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </p>
    );
  if (!summary || valueNow === null) return <Skeleton width="12rem" />;
  const change = changeToday(valueNow, summary.today.day_ago_value);
  const { sign, direction } = signedParts(change);
  const magnitude = change.amount < 0n ? -change.amount : change.amount;
  const percent = change.percent === null ? null : change.percent.replace('-', '');
  return (
    <p className={`home-today home-today--${direction}`} title={t('home.todayNote')}>
      <span className="home-today__label">{t('home.todayLabel')}</span>{' '}
      <span className="home-today__figure num">
        {sign}
        {formatInr(magnitude, { symbol: true })}
        {percent === null ? '' : ` (${sign}${percent}%)`}
      </span>
    </p>
  );
}
