// A deposit's or withdrawal's state as a coloured word: amber while under way, green done, red failed.

import { stateTone, type TransferState } from '@sikka/shared/wallet/transferStates';
import { useTranslation } from '../lib/i18n/i18n.ts';

export function StateBadge({ state }: { state: TransferState }) {
  const { t } = useTranslation();
  return (
    <span className={`state-badge state-badge--${stateTone(state)}`}>{t(`wallet.states.${state}`)}</span>
  );
}
