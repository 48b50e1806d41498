// /in/invoice/instant/<order> and /in/invoice/trade/<PAIR>/<trade>: the tax invoice of the platform's fee on one of
// the person's orders or fills — seller with GSTIN, buyer, the trade, the fee with SAC and GST split, TDS, what was
// settled — with Print (a print stylesheet prints the invoice alone). No header, footer, menu or dock (§2).
import { formatDateTime } from '@sikka/shared/format/date';
import { invoiceQueryOf } from '@sikka/shared/invoice/schemas';
import { formatCoin, formatInr, toMinorUnits } from '@sikka/shared/money/amount';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { Link, useLocation } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StandaloneBar } from '../../../ui/StandaloneBar.tsx';
import { useInvoice } from '../api/invoice.ts';
import '../components/invoice.css';

const inr = (amount: string) => formatInr(amount, { symbol: true });

export default function InvoicePage({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const query = invoiceQueryOf(pathname);
  const invoice = useInvoice(query, signedIn);

  let body: React.ReactNode;
  if (query === null)
    body = (
      <Notice tone="info" title="No such invoice">
        An invoice's address names an instant order or a trade. Open it from your wallet's history or your
        trades.
      </Notice>
    );
  else if (!signedIn)
    body = (
      <Notice
        tone="info"
        title="Log in to see this invoice"
        actions={
          <Link className={buttonClasses('primary')} to={authPagePath('login')}>
            Log In
          </Link>
        }
      >
        Invoices are shown only to the person they were made out to.
      </Notice>
    );
  else if (invoice.isError)
    body =
      appErrorOf(invoice.error).message === 'Invoice not found' ? (
        <Notice tone="info" title="Invoice not found">
          There is no such order or trade of yours.
        </Notice>
      ) : (
        <FailedNotice title="The invoice could not be loaded." onRetry={() => void invoice.refetch()} />
      );
  else if (!invoice.data)
    body = (
      <div role="status">
        <span className="visually-hidden">Loading the invoice</span>
        <Skeleton width="100%" height="24rem" />
      </div>
    );
  else body = <InvoiceSheet invoice={invoice.data} />;

  return (
    <div className="invoice">
      <StandaloneBar>
        {invoice.data ? (
          <Button onClick={() => window.print()} size="small">
            Print
          </Button>
        ) : null}
      </StandaloneBar>
      <div className="invoice__main">
        {invoice.data ? null : <h1 className="invoice__title invoice__title--page">Tax Invoice</h1>}
        {body}
      </div>
    </div>
  );
}

type InvoiceData = NonNullable<ReturnType<typeof useInvoice>['data']>;

function InvoiceSheet({ invoice }: { invoice: InvoiceData }) {
  const split = toMinorUnits(invoice.fee.igst, 'INR') === 0n && toMinorUnits(invoice.fee.cgst, 'INR') > 0n;
  const half = String(Number(invoice.fee.gst_rate_percent) / 2);
  return (
    <article className="invoice__sheet" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div>
          <h1 id="invoice-title" className="invoice__title">
            Tax Invoice
          </h1>
          <p className="invoice__muted">Original for recipient</p>
        </div>
        <dl className="invoice__facts">
          <dt>Invoice no.</dt>
          <dd className="num">{invoice.number}</dd>
          <dt>Date of issue</dt>
          <dd className="num">{formatDateTime(invoice.issued_at)}</dd>
          <dt>Date of supply</dt>
          <dd className="num">{formatDateTime(invoice.supplied_at)}</dd>
          <dt>Financial year</dt>
          <dd className="num">{invoice.financial_year}</dd>
        </dl>
      </header>

      <div className="invoice__parties">
        <section aria-labelledby="invoice-seller">
          <h2 id="invoice-seller">Supplier</h2>
          <p>
            <strong>{invoice.seller.legal_name}</strong>
            <br />
            {invoice.seller.address}
            <br />
            State: {invoice.seller.state} ({invoice.seller.state_code})
            <br />
            GSTIN: <span className="num">{invoice.seller.gstin}</span>
          </p>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">Recipient</h2>
          <p>
            <strong>{invoice.buyer.name ?? 'Sikka user'}</strong>
            <br />
            Mobile: <span className="num">{invoice.buyer.mobile}</span>
            <br />
            Place of supply: {invoice.buyer.state ?? 'Not on file'}
          </p>
        </section>
      </div>

      <section aria-labelledby="invoice-trade">
        <h2 id="invoice-trade">The trade</h2>
        <p className="invoice__muted">
          {invoice.reference}: {invoice.trade.side === 'buy' ? 'bought' : 'sold'}{' '}
          <span className="num">
            {formatCoin(invoice.trade.quantity, invoice.trade.coin)} {invoice.trade.coin}
          </span>{' '}
          at <span className="num">{inr(invoice.trade.rate)}</span>, worth{' '}
          <span className="num">{inr(invoice.trade.value)}</span>. A virtual digital asset: not a taxable
          supply under GST; the platform's fee below is.
        </p>
      </section>

      <table className="invoice__lines">
        <caption className="visually-hidden">The fee, its GST and what was settled</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">SAC</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Platform fee (taxable value)</th>
            <td className="num">{invoice.fee.sac}</td>
            <td className="num">{inr(invoice.fee.taxable_value)}</td>
          </tr>
          {split ? (
            <>
              <tr>
                <th scope="row">CGST @ {half}%</th>
                <td />
                <td className="num">{inr(invoice.fee.cgst)}</td>
              </tr>
              <tr>
                <th scope="row">SGST @ {half}%</th>
                <td />
                <td className="num">{inr(invoice.fee.sgst)}</td>
              </tr>
            </>
          ) : (
            <tr>
              <th scope="row">IGST @ {invoice.fee.gst_rate_percent}%</th>
              <td />
              <td className="num">{inr(invoice.fee.igst)}</td>
            </tr>
          )}
          <tr className="invoice__total">
            <th scope="row">Fee with GST</th>
            <td />
            <td className="num">{inr(invoice.fee.total)}</td>
          </tr>
          <tr>
            <th scope="row">TDS withheld (section 194S)</th>
            <td />
            <td className="num">{inr(invoice.tds)}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row">{invoice.trade.side === 'buy' ? 'You paid' : 'You received'}</th>
            <td />
            <td className="num">{inr(invoice.settled)}</td>
          </tr>
        </tbody>
      </table>
      <p className="invoice__muted">
        Computer-generated invoice; no signature is required. TDS withheld is deposited against your PAN and
        shows in your Form 26AS.
      </p>
    </article>
  );
}
