// Tax invoices through the BFF against the real provider: a person's instant order's invoice, with its number; the
// same order asked by another person is not found (§8 plain message); a malformed reference is refused by the
// shared schema before any provider call.
import { invoiceNumber } from '@sikka/shared/invoice/rules';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { key } from '@sikka/tests/support/money';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('invoices through the BFF', () => {
  it("answers one's own instant order's invoice, and another person's as not found", async () => {
    const a = await stack.signedIn({ inr: '5000' });
    const b = await stack.signedIn();
    const quote = await a.bff.trpc.instant.quote.mutate({
      coin: 'ETH',
      side: 'buy',
      unit: 'inr',
      amount: '1000',
    });
    const { order } = await a.bff.trpc.instant.execute.mutate({
      quote_id: quote.quote_id,
      idempotency_key: key(),
    });
    const invoice = await a.bff.trpc.invoice.invoice.query({ source: 'instant', ref: String(order.id) });
    expect(invoice).toMatchObject({
      source: 'instant',
      trade: { side: 'buy', coin: 'ETH', quantity: order.quantity },
      fee: { taxable_value: order.fee },
      settled: order.total,
    });
    expect(invoice.number).toBe(invoiceNumber('instant', invoice.financial_year, 1));

    const stranger = await failure(
      b.bff.trpc.invoice.invoice.query({ source: 'instant', ref: String(order.id) }),
    );
    expect(stranger.appError).toMatchObject({ message: 'Invoice not found' });
    const malformed = await failure(
      a.bff.trpc.invoice.invoice.query({ source: 'trade', ref: 'BTC-INR' } as never),
    );
    expect(malformed.appError?.kind).toBe('field');
  });
});
