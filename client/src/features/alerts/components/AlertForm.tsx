// Setting or editing one alert: the coin, what to watch for (a price crossed upwards or downwards, or a move within
// a window), once or every time; the coin's price now beside the price field.
import { ALERT_KINDS, type AlertKind, type AlertRepeat, type AlertWindow } from '@sikka/shared/alerts/rules';
import type { AlertTerms } from '@sikka/shared/alerts/schemas';
import { WINDOW_WORDS } from '@sikka/shared/alerts/schemas';
import { COINS, type Coin } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAlertPrices } from '../api/alerts.ts';
import { type AlertValues, termsOf } from '../utils/alertForm.ts';

const KIND_LABELS: Record<AlertKind, string> = {
  above: 'Price above',
  below: 'Price below',
  move: 'Moves by %',
};
const REPEAT_LABELS: Record<AlertRepeat, string> = { once: 'Once', every_time: 'Every time' };

interface AlertFormProps {
  initial: AlertValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the terms; answers the server's refusal of a field, if any, to show under it. */
  onSubmit: (terms: AlertTerms) => Promise<{ field: 'price' | 'percent'; message: string } | null>;
  onCancel?: () => void;
}

export function AlertForm({ initial, submitLabel, busy, onSubmit, onCancel }: AlertFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ field: 'price' | 'percent'; message: string } | null>(null);
  const prices = useAlertPrices();
  const now = prices.data?.[values.coin]?.average_price;
  const set = <K extends keyof AlertValues>(key: K, value: AlertValues[K]) => {
    setValues((was) => ({ ...was, [key]: value }));
    setError(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = termsOf(values);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(await onSubmit(checked.terms));
  }

  return (
    <form className="account-form alert-form" onSubmit={submit} noValidate>
      <ChoiceGroup<Coin>
        legend="Coin"
        value={values.coin}
        options={COINS.map((coin) => ({ value: coin, label: coin }))}
        onChange={(coin) => set('coin', coin)}
      />
      <ChoiceGroup<AlertKind>
        legend="Tell me when"
        value={values.kind}
        options={ALERT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        onChange={(kind) => set('kind', kind)}
      />
      {values.kind === 'move' ? (
        <>
          <TextField
            label="Move (%)"
            inputMode="decimal"
            placeholder="e.g. 5"
            value={values.percent}
            onChange={(event) => set('percent', event.target.value)}
            error={error?.field === 'percent' ? error.message : null}
            hint="Up or down, from 0.1% to 100%"
          />
          <ChoiceGroup<AlertWindow>
            legend="Within"
            value={values.window}
            options={(['1h', '24h'] as const).map((window) => ({
              value: window,
              label: WINDOW_WORDS[window],
            }))}
            onChange={(window) => set('window', window)}
          />
        </>
      ) : (
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          placeholder={now ? now : 'e.g. 9000000'}
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
          error={error?.field === 'price' ? error.message : null}
          hint={now ? `${values.coin} is ${formatInr(now, { symbol: true })} now` : undefined}
        />
      )}
      <ChoiceGroup<AlertRepeat>
        legend="Alert me"
        value={values.repeat}
        options={(['once', 'every_time'] as const).map((repeat) => ({
          value: repeat,
          label: REPEAT_LABELS[repeat],
        }))}
        onChange={(repeat) => set('repeat', repeat)}
      />
      <div className="alert-form__actions">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
