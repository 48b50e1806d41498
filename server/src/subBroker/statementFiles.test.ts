// A statement's files without a provider: a long statement's PDF runs over pages with the header on each, and a
// client's name that looks like a formula is written defused in the CSV.
import type { SubBrokerStatement } from '@sikka/shared/subBroker/schemas';
import { describe, expect, it } from 'vitest';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.ts';

const line = (i: number) => ({
  at: new Date(Date.UTC(2026, 5, 1, 6, i)).toISOString(),
  source: i % 2 ? ('trade' as const) : ('instant' as const),
  fill_id: i % 2 ? `BTC-INR:${i}` : String(i),
  market: i % 2 ? 'BTC-INR' : 'BTC',
  side: i % 3 ? ('buy' as const) : ('sell' as const),
  quantity: '0.01000000',
  price: '9000000.00',
  value: '90000.00',
  fee: '90.00',
  gst: '16.20',
  tds: '0.00',
  commission: '18.00',
});

function statement(count: number, name: string): SubBrokerStatement {
  return {
    period: '2026-06',
    kind: 'month',
    from: '2026-05-31T18:30:00.000Z',
    to: '2026-06-30T18:30:00.000Z',
    client: { id: 7, name, mobile_number: 'XXXXXX3210' },
    sub_broker: { code: 'SBABC234', business_name: 'Asha Traders' },
    lines: Array.from({ length: count }, (_, i) => line(i)),
    totals: { value: '1.00', fee: '2.00', gst: '3.00', tds: '4.00', commission: '5.00' },
    withdrawals: [
      {
        id: 3,
        at: '2026-06-12T04:30:00.000Z',
        amount: '500.00',
        status: 'requested',
        destination: 'HDFC Bank ••••5678',
      },
    ],
    withdrawn: '500.00',
    generated_at: '2026-06-30T10:00:00.000Z',
  };
}

/** The text a page shows: pdfkit writes it as hex strings when not compressed. */
const shownText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1] as string, 'hex').toString('latin1'))
    .join('');

describe('statement files', () => {
  it('runs a long statement over pages, the header on each', async () => {
    const pdf = await statementPdf(statement(120, 'Asha'), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(2);
    const text = shownText(pdf);
    expect(text.split('Commission (INR)').length - 1).toBe(pages.length);
    expect(text).toContain('June 2026');
    expect(text).toContain('Withdrawals you started');
    expect(text).toContain('Total withdrawn');
  });

  it('writes a formula-like name defused and names the file', () => {
    const csv = statementCsv(statement(1, '=HYPERLINK("http://x")'));
    expect(csv).toContain('"\'=HYPERLINK(""http://x"") (XXXXXX3210)"');
    const rows = csv.split('\r\n');
    expect(rows).toContain('Total,,,,,,1.00,2.00,3.00,4.00,5.00');
    // Under the trades, the withdrawals the sub-broker started and what left in all.
    expect(rows.slice(-5, -1)).toEqual([
      'Withdrawals you started',
      'Date (IST),Amount (INR),Status,To',
      '2026-06-12 10:00,500.00,Requested,HDFC Bank ••••5678',
      'Total withdrawn,500.00',
    ]);
    expect(statementFileName(statement(0, 'A'))).toBe('sikka-statement-SBABC234-client-7-2026-06');
  });
});
