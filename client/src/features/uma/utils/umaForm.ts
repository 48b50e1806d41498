// The UMA send form's rules before any code is sent, from the shared ones (the provider checks them again, and
// the balance, the limit and who the recipient is): someone named, not oneself, a valid amount, a short note.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import {
  checkUmaAmount,
  handleProblem,
  normaliseHandle,
  parseRecipient,
  UMA_MESSAGES,
  UMA_NOTE_MAX,
} from '@sikka/shared/uma/rules';
import { z } from 'zod';

export interface UmaDraft {
  to: string;
  asset: Asset;
  amount: string;
  note: string;
}

export const NOT_A_RECIPIENT = 'Enter a 10-digit mobile number or a handle such as @asha';

/** The provider's field names, each the form field it belongs to. */
export const UMA_SERVER_FIELDS = { to: 'to', asset: 'asset', amount: 'amount', note: 'note' } as const;

/** The sender, so the form refuses a transfer to themselves before asking for a code. */
export interface Self {
  mobile: string | null;
  handle: string | null;
}

export function umaFormSchema(self: Self) {
  return z
    .object({
      to: z.string(),
      asset: z.enum(ASSETS),
      amount: z.string(),
      note: z.string().max(UMA_NOTE_MAX, UMA_MESSAGES.noteTooLong),
    })
    .superRefine((draft, ctx) => {
      const to = draft.to.trim();
      if (to === '') ctx.addIssue({ code: 'custom', path: ['to'], message: UMA_MESSAGES.enterRecipient });
      else {
        const recipient = parseRecipient(to);
        if (recipient.kind === 'handle' && (/^\d+$/.test(to) || handleProblem(recipient.handle) !== null))
          ctx.addIssue({ code: 'custom', path: ['to'], message: NOT_A_RECIPIENT });
        else if (
          (recipient.kind === 'mobile' && recipient.mobile === self.mobile) ||
          (recipient.kind === 'handle' &&
            self.handle !== null &&
            recipient.handle === normaliseHandle(self.handle))
        )
          ctx.addIssue({ code: 'custom', path: ['to'], message: UMA_MESSAGES.toYourself });
      }
      const amount = checkUmaAmount(draft.amount, draft.asset);
      if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.message });
    });
}

/** How the recipient is shown back in the confirmation: '@handle' or the number as typed. */
export function recipientLabel(to: string): string {
  const recipient = parseRecipient(to);
  return recipient.kind === 'mobile' ? recipient.mobile : `@${recipient.handle}`;
}
