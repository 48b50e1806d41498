// The tax page rendered to HTML (react-dom/server: the client suite has no DOM) from a prepared report: the per-coin
// sums, the transfers and their totals, a loss marked not set off, the untaxed moves with their reason, the estimate,
// TDS by quarter, holdings and a sub-broker's commission; a cost the platform cannot know marked and open to entry;
// the year picker; and the loading, empty and error states (the provider's §8 message shown as it came).
import { TAX_YEAR_MESSAGES } from '@sikka/shared/tax/financialYear';
import type { TaxReport, TaxRow } from '@sikka/shared/tax/schemas';
import { DISPOSAL_RULES } from '@sikka/shared/tax/vdaRules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../../lib/trpc.ts';
import TaxPage from './TaxPage.tsx';

// Server rendering never fetches: the queries stay as the test prepared them.
const trpcClient = trpc.createClient({ links: [httpLink({ url: 'http://localhost/trpc' })] });

const YEAR = '2025-26';
const reportKey = (year: string) => getQueryKey(trpc.tax.report, { year }, 'query');

function render(
  prepare?: (client: QueryClient) => void,
  options: { year?: string; signedIn?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  prepare?.(queryClient);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/in/wallet/tax?year=${options.year ?? YEAR}`]}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <TaxPage signedIn={options.signedIn ?? true} />
        </QueryClientProvider>
      </trpc.Provider>
    </MemoryRouter>,
  );
}

const withReport =
  (report: TaxReport, year = YEAR) =>
  (client: QueryClient) =>
    client.setQueryData(reportKey(year), report);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const row = (over: Partial<TaxRow>): TaxRow => ({
  asset: 'BTC',
  kind: 'instant_sell',
  acquired_at: '2025-05-12T06:30:00.000Z',
  transferred_at: '2025-08-01T10:00:00.000Z',
  source: 'instant_buy',
  quantity: '0.01000000',
  cost: '60000.00',
  consideration: '75000.00',
  gain: '15000.00',
  cost_known: true,
  taxed: true,
  lot_id: '11',
  ...over,
});

const sums = {
  transfers: 0,
  cost: '0.00',
  consideration: '0.00',
  net: '0.00',
  losses_ignored: '0.00',
  income: '0.00',
};

const SAMPLE: TaxReport = {
  year: YEAR,
  from: '2025-03-31T18:30:00.000Z',
  to: '2026-03-31T18:30:00.000Z',
  years: ['2025-26', '2024-25', '2023-24'],
  rules_apply: true,
  rows: [
    row({}),
    row({
      asset: 'ETH',
      kind: 'exchange_sell',
      acquired_at: '2025-06-02T04:00:00.000Z',
      transferred_at: '2026-01-20T09:00:00.000Z',
      source: 'deposit',
      quantity: '0.50000000',
      cost: '150000.00',
      consideration: '140000.50',
      gain: '-9999.50',
      cost_known: false,
      lot_id: '12',
    }),
  ],
  moves: [
    row({
      kind: 'withdrawal',
      quantity: '0.00200000',
      cost: '12000.00',
      consideration: '0.00',
      gain: '0.00',
      taxed: false,
      transferred_at: '2025-09-03T05:00:00.000Z',
    }),
  ],
  assets: [
    {
      ...sums,
      asset: 'BTC',
      quantity: '0.01000000',
      transfers: 1,
      cost: '60000.00',
      consideration: '75000.00',
      net: '15000.00',
      income: '15000.00',
    },
    {
      ...sums,
      asset: 'ETH',
      quantity: '0.50000000',
      transfers: 1,
      cost: '150000.00',
      consideration: '140000.50',
      net: '-9999.50',
      losses_ignored: '9999.50',
    },
  ],
  totals: {
    transfers: 2,
    cost: '210000.00',
    consideration: '215000.50',
    net: '5000.50',
    losses_ignored: '9999.50',
    income: '15000.00',
  },
  estimate: {
    income: '15000.00',
    tax: '4500.00',
    cess: '180.00',
    total: '4680.00',
    filed_income: '15000.00',
    filed_tax: '4500.00',
    filed_cess: '180.00',
    payable: '4680.00',
  },
  tds_by_quarter: { q1: '0.00', q2: '750.00', q3: '0.00', q4: '1400.01' },
  tds: '2150.01',
  costs_to_check: 1,
  unknown_costs: [
    {
      lot_id: '12',
      asset: 'ETH',
      source: 'deposit',
      acquired_at: '2025-06-02T04:00:00.000Z',
      quantity: '0.50000000',
      market_value: '150000.00',
      entered_cost: null,
    },
    {
      lot_id: '13',
      asset: 'USDT',
      source: 'gift_received',
      acquired_at: '2025-07-07T04:00:00.000Z',
      quantity: '100.000000',
      market_value: '8850.00',
      entered_cost: '8000.00',
    },
  ],
  holdings: [
    {
      asset: 'BTC',
      acquired_at: '2025-05-12T06:30:00.000Z',
      source: 'instant_buy',
      quantity: '0.02000000',
      cost: '120000.00',
      cost_known: true,
    },
    {
      asset: 'USDT',
      acquired_at: '2025-07-07T04:00:00.000Z',
      source: 'gift_received',
      quantity: '100.000000',
      cost: '8000.00',
      cost_known: false,
    },
  ],
  commission: null,
};

describe('the tax page from a report', () => {
  const page = () => text(render(withReport(SAMPLE)));

  it('lists each taxed transfer with its dates in India, coin, quantity, cost, consideration and gain', () => {
    expect(page()).toContain(
      'Date of acquisition Date of transfer Coin Transfer Quantity Cost Consideration Gain ' +
        '12/05/2025 01/08/2025 BTC Instant sell 0.01 ₹60,000.00 ₹75,000.00 ₹15,000.00',
    );
  });

  it('marks a loss as not set off, and a cost Sikka cannot know', () => {
    expect(page()).toContain(
      '02/06/2025 20/01/2026 ETH Exchange sell 0.5 ₹1,50,000.00 cost not known ₹1,40,000.50 -₹9,999.50 loss, not set off',
    );
    expect(render(withReport(SAMPLE))).toContain('class="tax-table__row--unknown"');
  });

  it('sums per coin, and totals the year: transfers, cost, consideration, net, losses not set off, income', () => {
    expect(page()).toContain('BTC 0.01 1 ₹60,000.00 ₹75,000.00 ₹15,000.00 ₹0.00 ₹15,000.00');
    expect(page()).toContain('ETH 0.5 1 ₹1,50,000.00 ₹1,40,000.50 -₹9,999.50 ₹9,999.50 ₹0.00');
    expect(page()).toContain('Total 2 ₹2,10,000.00 ₹2,15,000.50 ₹5,000.50 ₹9,999.50 ₹15,000.00');
  });

  it('keeps the untaxed moves apart, each with the rule that says why', () => {
    expect(page()).toContain('Coins that left without a taxed transfer');
    expect(page()).toContain(`03/09/2025 BTC Withdrawal 0.002 ₹12,000.00 ${DISPOSAL_RULES.withdrawal.why}`);
  });

  it('estimates 30% and 4% cess, the filed figures, and says surcharge is not included', () => {
    expect(page()).toContain('Tax at 30% (section 115BBH) ₹4,500.00 Health and Education Cess at 4% ₹180.00');
    expect(page()).toContain('Payable, rounded to ₹10 (section 288B) ₹4,680.00');
    expect(page()).toContain('Surcharge depends on your total income and is not included.');
  });

  it('gives TDS by quarter with the total, to match with Form 26AS and the AIS', () => {
    expect(page()).toContain(
      'Q1 (Apr–Jun) ₹0.00 Q2 (Jul–Sep) ₹750.00 Q3 (Oct–Dec) ₹0.00 Q4 (Jan–Mar) ₹1,400.01 Total TDS ₹2,150.01',
    );
    expect(page()).toContain('Form 26AS and Annual Information Statement (AIS)');
  });

  it('lists the holdings at the year end, a lot of unknown cost marked', () => {
    expect(page()).toContain('Holdings on 31 March 2026');
    expect(page()).toContain('USDT 07/07/2025 Gift received 100 ₹8,000.00 cost not known');
  });

  it("shows a sub-broker's commission, its section 194H TDS and what was paid; nothing for anyone else", () => {
    expect(page()).not.toContain('Sub-broker commission');
    const broker = {
      ...SAMPLE,
      commission: { credited: '25000.00', tds: '500.00', paid: '24500.00', asset: 'INR' as const },
    };
    expect(text(render(withReport(broker)))).toContain(
      'Commission credited ₹25,000.00 TDS withheld (section 194H) ₹500.00 Paid to you ₹24,500.00',
    );
  });

  it('offers Schedule VDA as CSV for the year and Print / Save as PDF', () => {
    const html = render(withReport(SAMPLE));
    expect(html).toContain('href="/media/tax/schedule-vda.csv?year=2025-26"');
    expect(text(html)).toContain('Download Schedule VDA (CSV)');
    expect(text(html)).toContain('Print / Save as PDF');
  });
});

describe('the costs Sikka cannot know', () => {
  it('lists each acquisition with its market value and a form for what was paid', () => {
    const html = render(withReport(SAMPLE));
    expect(text(html)).toContain('Coins whose cost Sikka cannot know');
    expect(text(html)).toContain(
      '0.5 ETH · Deposit · received 02/06/2025 Market value on arrival: ₹1,50,000.00 . The report uses it.',
    );
    expect(text(html)).toContain('What you paid for 0.5 ETH (₹)');
    expect(text(html)).toContain('Save cost');
  });

  it('shows a cost entered before in its field, with the way back to the market value', () => {
    const html = render(withReport(SAMPLE));
    expect(text(html)).toContain('You entered ₹8,000.00 : the report uses that.');
    expect(html).toMatch(/<input[^>]*value="8000.00"/);
    expect(text(html).match(/Use the market value/g)).toHaveLength(1);
  });

  it('asks nothing when every cost is known', () => {
    const known = { ...SAMPLE, unknown_costs: [], costs_to_check: 0 };
    expect(text(render(withReport(known)))).not.toContain('Coins whose cost Sikka cannot know');
  });
});

describe('the year, and the states before and instead of a report', () => {
  it("offers the account's years, newest first, the one shown selected", () => {
    const html = render(withReport({ ...SAMPLE, year: '2024-25' }, '2024-25'), { year: '2024-25' });
    const options = [...html.matchAll(/<option value="([^"]+)"( selected="")?>/g)].map((m) => [
      m[1],
      m[2] !== undefined,
    ]);
    expect(options).toEqual([
      ['2025-26', false],
      ['2024-25', true],
      ['2023-24', false],
    ]);
    expect(html).toMatch(/<label[^>]*>Financial year<\/label>/);
    expect(text(html)).toContain('Tax report 2024-25');
  });

  it('says a year had no transfers, and still shows its holdings', () => {
    const quiet = { ...SAMPLE, rows: [], moves: [], assets: [], totals: { ...sums } };
    const html = text(render(withReport(quiet)));
    expect(html).toContain('No transfers in 2025-26');
    expect(html).not.toContain('Taxed transfers (Schedule VDA)');
    expect(html).toContain('Holdings on 31 March 2026');
  });

  it('shows the loading state for the year asked', () => {
    expect(text(render())).toContain('Loading the tax report for 2025-26');
  });

  it("shows the provider's refusal of a year as it came, with a retry", () => {
    const html = render(
      (client) => failQuery(client, reportKey('2019-20'), TAX_YEAR_MESSAGES.beforeAccount),
      {
        year: '2019-20',
      },
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      `The tax report for 2019-20 could not be shown ${TAX_YEAR_MESSAGES.beforeAccount}`,
    );
    expect(text(html)).toContain('Try again');
    // The way back: the current year is offered beside the refused one; nothing to download or print.
    expect(html).toMatch(/<option value="2019-20" selected="">/);
    expect([...html.matchAll(/<option value="([^"]+)"/g)]).toHaveLength(2);
    expect(text(html)).not.toContain('Download Schedule VDA');
  });

  it('asks a visitor to log in', () => {
    const html = text(render(undefined, { signedIn: false }));
    expect(html).toContain('Log in to see your tax report');
    expect(html).not.toContain('Download Schedule VDA');
  });
});

/** A report query that failed with the BFF's §8 error: a field error on the year, as the provider refuses one. */
function failQuery(client: QueryClient, queryKey: readonly unknown[], message: string): void {
  const error = Object.assign(new Error(message), {
    data: {
      appError: {
        kind: 'field',
        message,
        fieldErrors: { year: [message] },
        firstFieldError: { field: 'year', message },
        status: 422,
      },
    },
  });
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({ status: 'error', error, fetchStatus: 'idle', errorUpdatedAt: 1 });
}
