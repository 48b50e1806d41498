// A deposit's or withdrawal's state as a coloured word: amber while under way, green done, red failed.
import { useTranslation } from 'react-i18next';
import { stateTone, type TransferState } from '../utils/transfers.ts';

export function StateBadge({ state }: { state: TransferState }) {
  const { t } = useTranslation();
  return (
    <span className={`state-badge state-badge--${stateTone(state)}`}>{t(`wallet.states.${state}`)}</span>
  );
}
