// §5/§9 a typed amount as a form's zod schema (react-hook-form's resolver, lib/forms.ts): nothing typed, a figure
// the shared parseAmount refuses, or zero is refused under the field; what passes is the canonical amount sent.
import { z } from 'zod';
import { checkAmount } from './amountInput.ts';

export const ENTER_AMOUNT = 'Enter an amount';

export function amountInputSchema(asset: string, emptyMessage: string = ENTER_AMOUNT) {
  return z.string().transform((typed, ctx) => {
    const checked = checkAmount(typed, asset);
    if (checked.state === 'ok') return checked.amount;
    ctx.addIssue({ code: 'custom', message: checked.state === 'empty' ? emptyMessage : checked.message });
    return z.NEVER;
  });
}
