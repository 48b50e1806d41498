// The trade card of an instant page: Buy and Sell tabs over one form, the filled order in its place once done,
// and the §4 confirmation of the locked quote; notices while an earlier attempt's outcome is asked.
import type { Coin } from '@sikka/shared/constants';
import type { QuoteSide } from '@sikka/shared/market/quote';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import type { VerificationFields } from '@sikka/shared/user/verification';
import type { Wallets } from '@sikka/shared/wallet/schemas';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useFeeSchedule } from '../api/instant.ts';
import { useInstantOrder } from '../hooks/useInstantOrder.ts';
import { TRADE_FORM_DEFAULTS, type TradeValues } from '../utils/preview.ts';
import { OrderConfirmDialog } from './OrderConfirmDialog.tsx';
import { OrderResult } from './OrderResult.tsx';
import { TradeForm } from './TradeForm.tsx';

export interface TradeCardProps {
  coin: Coin;
  signedIn: boolean;
  /** Whose money attempts this page may find waiting for their outcome. */
  userId: number | null;
  user: VerificationFields | null;
  userLoading: boolean;
  /** From the quick links' ?side=: which tab opens. */
  initialSide: QuoteSide;
  prices: AllPricesResponse | null;
  /** The signed-in person's live wallets (the wallet's, composed by the route); null until known. */
  wallets: Wallets | null;
}

export function TradeCard({ coin, userId, initialSide, prices, wallets, ...who }: TradeCardProps) {
  const { t } = useTranslation();
  const fees = useFeeSchedule();
  const schedule = fees.data ?? null;
  const [side, setSide] = useState<QuoteSide>(initialSide);
  const form = useForm<TradeValues>({ defaultValues: TRADE_FORM_DEFAULTS });
  const order = useInstantOrder(userId, form);
  const { move } = order;

  return (
    <section className="trade-card" aria-labelledby="trade-title">
      <h2 id="trade-title" className="visually-hidden">
        {t('instant.tradeTitle', { coin })}
      </h2>
      {order.checkingEarlier ? <Notice tone="pending">{t('instant.checkingLast')}</Notice> : null}
      {order.lastNotDone ? (
        <Notice
          tone="info"
          actions={
            <Button size="small" variant="secondary" onClick={order.dismissLastNotDone}>
              {t('instant.dismiss')}
            </Button>
          }
        >
          {t('instant.lastNotDone')}
        </Notice>
      ) : null}
      {order.result ? (
        <OrderResult result={order.result} schedule={schedule} onAgain={order.clearResult} />
      ) : (
        <Tabs.Root
          value={side}
          onValueChange={(value) => {
            setSide(value as QuoteSide);
            form.clearErrors('amount');
          }}
        >
          <Tabs.List className="trade-tabs" aria-label={t('instant.sideTabs')}>
            <Tabs.Trigger value="buy" className="trade-tabs__tab trade-tabs__tab--buy">
              {t('instant.buy')}
            </Tabs.Trigger>
            <Tabs.Trigger value="sell" className="trade-tabs__tab trade-tabs__tab--sell">
              {t('instant.sell')}
            </Tabs.Trigger>
          </Tabs.List>
          {(['buy', 'sell'] as const).map((tab) => (
            <Tabs.Content key={tab} value={tab} className="trade-tabs__panel">
              <TradeForm
                side={tab}
                coin={coin}
                form={form}
                prices={prices}
                schedule={schedule}
                wallets={wallets}
                {...who}
                quoting={order.quoting}
                onSubmit={(request) => void order.requestQuote(request)}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {move.review ? (
        <OrderConfirmDialog
          quote={move.review.quote}
          deadline={move.review.deadline}
          schedule={schedule}
          confirming={move.submitting}
          checking={move.checking ? t('instant.checking') : null}
          requoting={order.quoting}
          error={move.error}
          onCancel={move.cancel}
          onConfirm={() => void move.confirm()}
          onRequote={() => {
            if (move.review) void order.requestQuote(move.review.request);
          }}
        />
      ) : null}
    </section>
  );
}
