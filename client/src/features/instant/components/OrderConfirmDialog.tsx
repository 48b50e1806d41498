// §4 order confirmation for an instant trade: the locked quote's every line (price, quantity, value, fee, GST,
// TDS on a sale, total), its visible countdown, Cancel and Confirm. Confirm is disabled while fetching and once
// the quote has expired; then "Get a new quote" asks for fresh numbers.

import { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from '@sikka/shared/instant/quoteTerms';
import type { LockedQuote } from '@sikka/shared/instant/schemas';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { formatCoin } from '@sikka/shared/money/amount';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useQuoteCountdown } from '../hooks/useQuoteCountdown.ts';
import { breakdownLines } from '../utils/breakdown.ts';
import { dataLines } from '../utils/breakdownList.ts';

interface OrderConfirmDialogProps {
  quote: LockedQuote;
  deadline: number;
  schedule: FeeSchedule | null;
  confirming: boolean;
  requoting: boolean;
  /** What the last Confirm was answered with, shown in the dialog. */
  error: string | null;
  /** Shown while the outcome of a Confirm whose answer was lost is being asked (Confirm stays busy). */
  checking: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  onRequote: () => void;
}

export function OrderConfirmDialog(props: OrderConfirmDialogProps) {
  const { quote, schedule } = props;
  const { t } = useTranslation();
  const countdown = useQuoteCountdown(props.deadline);
  // An answer that the quote is gone counts as expired too: only a new quote helps.
  const expired = countdown.expired || props.error === QUOTE_EXPIRED;
  const quantity = `${formatCoin(quote.quantity, quote.coin)} ${quote.coin}`;
  const lines = breakdownLines(quote, schedule);
  const share = Math.min(1, countdown.secondsLeft / QUOTE_TTL_SECONDS);

  return (
    <Dialog
      open
      size="medium"
      closeOnOutsideClick={false}
      onOpenChange={(open) => {
        if (!open && !props.confirming && props.checking === null) props.onCancel();
      }}
      title={t('instant.confirmTitle')}
      description={
        quote.side === 'buy' ? t('instant.confirmBuy', { quantity }) : t('instant.confirmSell', { quantity })
      }
      actions={
        <>
          <Button
            variant="secondary"
            onClick={props.onCancel}
            disabled={props.confirming || props.checking !== null}
          >
            {t('instant.cancel')}
          </Button>
          <Button
            onClick={props.onConfirm}
            disabled={props.confirming || props.checking !== null || props.requoting || expired}
            busy={props.confirming || props.checking !== null}
          >
            {t('instant.confirm')}
          </Button>
        </>
      }
    >
      <div className="confirm">
        <div className={`confirm__timer${expired ? ' confirm__timer--expired' : ''}`}>
          <p role="timer" aria-live="off" className="num">
            {expired
              ? t('instant.quoteExpired')
              : t('instant.quoteHeld', { seconds: String(countdown.secondsLeft) })}
          </p>
          <span className="confirm__bar" aria-hidden="true">
            <span style={{ width: `${expired ? 0 : share * 100}%` }} />
          </span>
        </div>
        <DataList lines={dataLines(t, lines)} />
        {props.checking !== null ? <Notice tone="pending">{props.checking}</Notice> : null}
        {props.checking === null && props.error && props.error !== QUOTE_EXPIRED ? (
          <Notice tone="error">{props.error}</Notice>
        ) : null}
        {props.checking === null && expired ? (
          <Notice
            tone="pending"
            actions={
              <Button
                size="small"
                onClick={props.onRequote}
                busy={props.requoting}
                disabled={props.requoting}
              >
                {t('instant.newQuote')}
              </Button>
            }
          >
            {QUOTE_EXPIRED}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
