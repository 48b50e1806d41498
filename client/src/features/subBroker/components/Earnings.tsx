// A sub-broker's commissions (the list and its total) and per-client statements (a client and a month or financial
// year; the table with its totals; CSV and PDF downloads from the BFF). Loaded with the dashboard's first paint.

import type { Asset } from '@sikka/shared/constants';
import { formatMoney } from '@sikka/shared/money/amount';
import { clientDisplayName } from '@sikka/shared/subBroker/rules';
import {
  type SubBrokerClients,
  type SubBrokerStatementQuery,
  subBrokerStatementQuerySchema,
} from '@sikka/shared/subBroker/schemas';
import {
  periodLabel,
  recentFinancialYears,
  recentMonths,
  STATEMENT_COLUMNS,
  statementCells,
  statementDownloadUrl,
  statementTime,
  statementTotalCells,
  WITHDRAWAL_COLUMNS,
  withdrawalCells,
} from '@sikka/shared/subBroker/statement';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useCommissions, useStatement } from '../api/earnings.ts';
import { ScrollBox } from './ScrollBox.tsx';
import '../../../ui/accountPage.css';

const inr = (amount: string) => formatMoney('INR' as Asset, amount);

function Loading({ label }: { label: string }) {
  return (
    <div className="feed" role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="100%" height="3rem" />
    </div>
  );
}

export default function Earnings({ clients }: { clients: SubBrokerClients['clients'] }) {
  return (
    <>
      <section className="account-card" aria-labelledby="sub-broker-commissions">
        <h2 id="sub-broker-commissions">Commissions</h2>
        <Commissions />
      </section>
      <section className="account-card" aria-labelledby="sub-broker-statements">
        <h2 id="sub-broker-statements">Client statements</h2>
        <Statements clients={clients} />
      </section>
    </>
  );
}

function Commissions() {
  const commissions = useCommissions();
  if (commissions.isError && !commissions.data)
    return (
      <FailedNotice
        title="Your commissions could not be loaded."
        onRetry={() => void commissions.refetch()}
      />
    );
  if (!commissions.data) return <Loading label="Loading your commissions" />;
  const data = commissions.data;
  return (
    <>
      <p>
        You earn {data.percent}% of the platform fee on each of your clients' trades since they joined you,
        paid into your rupee wallet.
      </p>
      <p data-testid="commission-total">
        Total earned: <strong className="num">{inr(data.total)}</strong> on {data.count}{' '}
        {data.count === 1 ? 'trade' : 'trades'}
      </p>
      <p data-testid="commission-tds">
        Tax deducted at source (section 194H): <strong className="num">{inr(data.tds)}</strong>. It is
        deducted once your commissions in a financial year pass the threshold, and shows on your Form 26AS.
      </p>
      {data.commissions.length === 0 ? (
        <Notice tone="info" title="No commissions yet">
          Your clients' trades earn you a share of their fees; each appears here within seconds.
        </Notice>
      ) : (
        <ScrollBox label="Commissions">
          <table className="sub-broker__table" aria-label="Commissions">
            <thead>
              <tr>
                <th scope="col">Date (IST)</th>
                <th scope="col">Client</th>
                <th scope="col">Trade</th>
                <th scope="col">Fee</th>
                <th scope="col">Commission</th>
                <th scope="col">TDS</th>
              </tr>
            </thead>
            <tbody>
              {data.commissions.map((c) => (
                <tr key={`${c.source}:${c.fill_id}:${c.side}`}>
                  <td className="num">{statementTime(c.filled_at)}</td>
                  <td>{c.client_name}</td>
                  <td>
                    {c.source === 'instant' ? 'Instant' : 'Exchange'} {c.side}
                  </td>
                  <td className="num">{inr(c.fee)}</td>
                  <td className="num">{inr(c.amount)}</td>
                  <td className="num">{inr(c.tds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </>
  );
}

interface StatementValues {
  client_id: string;
  period: string;
}

function Statements({ clients }: { clients: SubBrokerClients['clients'] }) {
  const form = useForm<StatementValues, unknown, SubBrokerStatementQuery>({
    resolver: formResolver<StatementValues, SubBrokerStatementQuery>(subBrokerStatementQuerySchema),
    defaultValues: { client_id: '', period: recentMonths(new Date(), 1)[0] ?? '' },
  });
  const [clientId, period] = form.watch(['client_id', 'period']);
  const [choice, setChoice] = useState<{ clientId: number; period: string } | null>(null);
  if (clients.length === 0)
    return (
      <Notice tone="info" title="No clients yet">
        Statements list a client's trades, fees, taxes and your commission once you have clients.
      </Notice>
    );
  const now = new Date();
  const onSubmit = form.handleSubmit((query) => {
    if (query.client_id && query.period)
      setChoice({ clientId: Number(query.client_id), period: query.period });
  });
  return (
    <>
      <form
        className="sub-broker__pick"
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Choose a statement"
      >
        <FormSelectField
          control={form.control}
          name="client_id"
          label="Client"
          options={[]}
          placeholder="Choose a client"
        >
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {clientDisplayName(client.name, client.mobile_number)}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField
          control={form.control}
          name="period"
          label="Period"
          options={[]}
          placeholder="Choose a period"
        >
          <optgroup label="Months">
            {recentMonths(now).map((month) => (
              <option key={month} value={month}>
                {periodLabel(month)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Financial years">
            {recentFinancialYears(now).map((fy) => (
              <option key={fy} value={fy}>
                {periodLabel(fy)}
              </option>
            ))}
          </optgroup>
        </FormSelectField>
        <Button type="submit" disabled={!clientId || !period}>
          Show statement
        </Button>
      </form>
      {choice ? <Statement choice={choice} /> : null}
    </>
  );
}

function Statement({ choice }: { choice: { clientId: number; period: string } }) {
  const statement = useStatement(choice);
  if (statement.isError && !statement.data)
    return (
      <FailedNotice title="The statement could not be loaded." onRetry={() => void statement.refetch()} />
    );
  if (!statement.data || statement.isFetching) return <Loading label="Loading the statement" />;
  const data = statement.data;
  return (
    <div className="sub-broker__statement" data-testid="statement">
      <h3>
        {clientDisplayName(data.client.name, data.client.mobile_number)}: {periodLabel(data.period)}
      </h3>
      <p className="sub-broker__downloads">
        <a
          className="button button--secondary"
          href={statementDownloadUrl('csv', data.client.id, data.period)}
          download
        >
          Download CSV
        </a>
        <a
          className="button button--secondary"
          href={statementDownloadUrl('pdf', data.client.id, data.period)}
          download
        >
          Download PDF
        </a>
      </p>
      {data.lines.length === 0 ? (
        <Notice tone="info" title="No trades in this period">
          This client made no trades in {periodLabel(data.period)} while with you.
        </Notice>
      ) : (
        <CellTable
          label="Statement"
          columns={STATEMENT_COLUMNS}
          rows={data.lines.map((line) => ({
            key: `${line.source}:${line.fill_id}:${line.side}`,
            cells: statementCells(line),
          }))}
          amount={(column) => column >= 4}
          totals={statementTotalCells(data.totals)}
        />
      )}
      {data.withdrawals.length === 0 ? null : (
        <CellTable
          label="Withdrawals you started"
          caption={`Withdrawals you started: ${inr(data.withdrawn)}`}
          columns={WITHDRAWAL_COLUMNS}
          rows={data.withdrawals.map((withdrawal) => ({
            key: String(withdrawal.id),
            cells: withdrawalCells(withdrawal),
          }))}
          amount={(column) => column === 1}
        />
      )}
    </div>
  );
}

/** A statement's table of text cells under its column headers; `amount` columns line up as figures. */
function CellTable({
  label,
  caption,
  columns,
  rows,
  amount,
  totals,
}: {
  label: string;
  caption?: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
  amount: (column: number) => boolean;
  totals?: readonly string[];
}) {
  return (
    <ScrollBox label={label}>
      <table className="sub-broker__table" aria-label={label}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} className={amount(i) ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr data-testid="statement-totals">
              {totals.map((cell, i) =>
                i === 0 ? (
                  <th key={columns[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]} className="num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollBox>
  );
}
