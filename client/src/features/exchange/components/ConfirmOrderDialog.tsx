// §4 order confirmation for an exchange order: the §3 order data (type, side, trigger price, price, quantity or
// amount, pair, unit), a ladder's rungs, then value, fee, GST, TDS on a sale and the total. Cancel and Confirm;
// Confirm is disabled while the order is being placed.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import type { OrderEstimateLines } from '@sikka/shared/exchange/estimate';
import { type Pair, pairConfig } from '@sikka/shared/exchange/pairs';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { OrderDraft } from '../utils/orderForm.ts';
import { confirmationLines, estimateLines } from '../utils/orderLines.ts';
import { LadderPreview } from './LadderPreview.tsx';

interface ConfirmOrderDialogProps {
  pair: string;
  draft: OrderDraft;
  estimate: OrderEstimateLines | null;
  rates: ExchangeRates | null;
  placing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmOrderDialog({
  pair,
  draft,
  estimate,
  rates,
  placing,
  onCancel,
  onConfirm,
}: ConfirmOrderDialogProps) {
  const { t } = useTranslation();
  const side = draft.order_type === 'BID' ? 'buy' : 'sell';
  return (
    <Dialog
      open
      size="medium"
      closeOnOutsideClick={false}
      onOpenChange={(open) => {
        if (!open && !placing) onCancel();
      }}
      title={t('exchange.confirmTitle')}
      description={t(side === 'buy' ? 'exchange.confirmBuy' : 'exchange.confirmSell', {
        type: t(`exchange.types.${draft.advance_order_type}`),
        coin: draft.coin,
      })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={placing}>
            {t('exchange.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={placing} busy={placing}>
            {t('exchange.confirm')}
          </Button>
        </>
      }
    >
      <div className="confirm-order">
        <DataList lines={confirmationLines(t, draft, pair)} />
        {estimate ? <LadderPreview rungs={estimate.rungs} config={pairConfig(pair as Pair)} /> : null}
        {estimate ? (
          <DataList
            className="confirm-order__money"
            lines={estimateLines(t, estimate, side, rates, draft.coin)}
          />
        ) : null}
        <p className="confirm-order__note">
          {estimate?.approximate ? t('exchange.noteApproximate') : t('exchange.noteMaxFee')}
        </p>
      </div>
    </Dialog>
  );
}
