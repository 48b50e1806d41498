// The invoice procedure's handler: one allowlisted provider call with the session's token.
import { invoiceCalls } from '@sikka/shared/invoice/calls';
import type { InvoiceQuery } from '@sikka/shared/invoice/schemas';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

export function invoice({ ctx, input }: { ctx: Context & { session: Session }; input: InvoiceQuery }) {
  return ctx.provider.call(invoiceCalls.invoice, { body: input, ...bearer(ctx) });
}
