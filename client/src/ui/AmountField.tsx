// An amount input: decimal keyboard, tabular figures, the unit drawn inside the frame, and an as-typed filter
// the caller supplies (§5: 12 integer digits, the asset's precision) whose refusal shows under the field.
import { type Ref, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

export interface AmountFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'trailing' | 'inputMode' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
  /** What the amount is in, shown in the frame: '₹', 'BTC'. */
  unit: string;
  /** The as-typed filter: the value to keep and why a keystroke was refused (null: it was not). */
  filter: (typed: string, previous: string) => { value: string; message: string | null };
  ref?: Ref<HTMLInputElement>;
}

export function AmountField({ value, onValueChange, unit, filter, error, hint, ...props }: AmountFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      className={['amount-field', props.className ?? ''].filter(Boolean).join(' ')}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      // A refused keystroke says why where errors show (§5 messages), until the next keystroke or blur.
      error={error ?? refusal}
      hint={hint}
      onChange={(event) => {
        const next = filter(event.target.value, value);
        setRefusal(next.message);
        if (next.value !== value) onValueChange(next.value);
      }}
      onBlur={() => setRefusal(null)}
      trailing={
        <span className="amount-field__unit" aria-hidden="true">
          {unit}
        </span>
      }
    />
  );
}
