// A ladder's children as they will be placed: each rung's price and quantity.
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatInr } from '@sikka/shared/money/amount';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { inLots } from '../utils/figures.ts';

export function LadderPreview({
  rungs,
  config,
}: {
  rungs: ReadonlyArray<{ rate: string; volume: string }>;
  config: PairConfig;
}) {
  const { t } = useTranslation();
  if (rungs.length === 0) return null;
  return (
    <table className="book-table ladder-preview">
      <caption>{t('exchange.ladderPreview', { count: rungs.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('exchange.price')}</th>
          <th scope="col" className="cell-right">
            {t('exchange.amountIn', { coin: config.coin })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rungs.map((rung) => (
          <tr key={rung.rate}>
            <td className="num">{formatInr(rung.rate, { symbol: true })}</td>
            <td className="num cell-right">{inLots(rung.volume, config)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
