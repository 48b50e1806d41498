// A sub-broker's commissions and client statements through the BFF against the real provider (its commission sweep
// running as a job): the tRPC statement, its CSV (parsed: the totals row equals the statement's) and its PDF, both
// downloaded with the session cookie only, and the provider's refusals passed on.
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import {
  recentMonths,
  STATEMENT_DOWNLOAD_PATH,
  STATEMENT_MESSAGES,
  statementDownloadUrl,
} from '@sikka/shared/subBroker/statement';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { fixedMarket, moneyUser } from '@sikka/tests/support/money';
import { call } from '@sikka/tests/support/provider';
import { acceptInvitation, business, exchangeFill, instantOrder } from '@sikka/tests/support/subBroker';
import { describe, expect, it } from 'vitest';
import { statementPdf } from './statementFiles.ts';

const ADMIN = 'statement-bff-admin-token-0123456789abcdef';
const stack = bffForFile({
  provider: {
    env: { ADMIN_TOKEN: ADMIN, SUB_BROKER_COMMISSION_SWEEP_MS: '200' },
    market: fixedMarket(),
  },
});

/** A CSV's rows, reading quoted fields (with doubled quotes) as RFC 4180 says. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter((l) => l !== '')) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i] as string;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

describe('statements through the BFF', () => {
  it('lists commissions, states a client for a month, and downloads it as CSV and PDF', async () => {
    const sb = await stack.signedIn();
    await sb.bff.trpc.subBroker.submit.mutate({ business_name: 'Pune Desk', ...business('LMNOP') });
    const approved = await call(stack.provider, 'POST', `/admin/sub-brokers/${sb.user.id}/approve`, {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(approved.status).toBe(200);
    const funds = { INR: '10000000', BTC: '10' };
    const [client, other] = await Promise.all([
      moneyUser(stack.provider, { funds }),
      moneyUser(stack.provider, { funds }),
    ]);
    await sb.bff.trpc.subBroker.invite.mutate({ mobile_number: client.mobile });
    await acceptInvitation(stack.provider, client);
    stack.provider.clock.advanceSeconds(1);
    await instantOrder(stack.provider, client, 'buy', '10000');
    await exchangeFill(stack.provider, client, other, 'sell', '0.01');

    // The sweep job credits both sides within moments.
    await expect
      .poll(async () => (await sb.bff.trpc.subBroker.commissions.query()).count, { timeout: 20_000 })
      .toBe(2);
    const commissions = await sb.bff.trpc.subBroker.commissions.query();
    expect(commissions.percent).toBe(20);

    const period = recentMonths(stack.provider.clock.now(), 1)[0] as string;
    const query = { client_id: String(client.id), period };
    const statement = await sb.bff.trpc.subBroker.statement.query(query);
    expect(statement.lines.map((line) => [line.source, line.side])).toEqual([
      ['instant', 'buy'],
      ['trade', 'sell'],
    ]);
    expect(statement.totals.commission).toBe(commissions.total);
    // The exchange sale: ₹90,000 made, fee 0.10% ₹90, GST ₹16.20, TDS 1% ₹900, commission 20% ₹18.
    expect(statement.lines[1]).toMatchObject({
      value: '90000.00',
      fee: '90.00',
      gst: '16.20',
      tds: '900.00',
    });
    expect(statement.lines[1]?.commission).toBe('18.00');

    const search = new URLSearchParams(query).toString();
    const csv = await fetch(`${stack.url}${statementDownloadUrl('csv', client.id, period)}`, {
      headers: { cookie: sb.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`-${period}.csv"`);
    const rows = parseCsv(await csv.text());
    expect(rows.find((row) => row[0] === 'Period')?.[1]).toBe(period);
    const header = rows.findIndex((row) => row[0] === 'Date (IST)');
    const totals = rows.findIndex((row) => row[0] === 'Total');
    expect(rows.slice(header + 1, totals)).toHaveLength(2);
    // No withdrawal was started for this client: the section says so with its zero total.
    expect(rows.at(-1)).toEqual(['Total withdrawn', '0.00']);
    expect(rows[totals]).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      statement.totals.value,
      statement.totals.fee,
      statement.totals.gst,
      statement.totals.tds,
      statement.totals.commission,
    ]);

    const pdf = await fetch(`${stack.url}${statementDownloadUrl('pdf', client.id, period)}`, {
      headers: { cookie: sb.cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title names the period in the clear; the page's text does too (uncompressed, hex-encoded).
    expect(bytes.toString('latin1')).toContain(period);
    const plain = (await statementPdf(statement, { compress: false })).toString('latin1');
    const shown = [...plain.matchAll(/<([0-9a-f]+)>/g)].map((m) =>
      Buffer.from(m[1] as string, 'hex').toString('latin1'),
    );
    expect(shown.join('')).toContain(period);
    expect(shown.join('')).toContain(statement.totals.commission);

    // Without the cookie: §8's session-expired; another's client: the provider's 404; a future month: 422.
    expect((await fetch(`${stack.url}${STATEMENT_DOWNLOAD_PATH}.csv?${search}`)).status).toBe(401);
    const stranger = await fetch(
      `${stack.url}${STATEMENT_DOWNLOAD_PATH}.pdf?client_id=${other.id}&period=${period}`,
      { headers: { cookie: sb.cookie } },
    );
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { appError: { message: string } }).appError.message).toBe(
      SUB_BROKER_MESSAGES.notFound,
    );
    const future = await failure(sb.bff.trpc.subBroker.statement.query({ ...query, period: 'FY2999-00' }));
    expect(future.appError?.fieldErrors).toEqual({ period: [STATEMENT_MESSAGES.futurePeriod] });
  }, 60_000);
});
