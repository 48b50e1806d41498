// /in/vendor-order/<id>: a merchant's checkout on a page of its own (§2: no header, footer, menus or dock). The
// merchant's name, the items with quantities and line totals, the total; then, while the order is open, signing in
// (inline, `signIn`) and paying in rupees or a coin at the live instant price — the §4 confirmation, the §9 code — and
// the receipt. An unknown address, an expired or a paid order says so instead.
import type { Asset } from '@sikka/shared/constants';
import { formatInr, formatMoney } from '@sikka/shared/money/amount';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { VENDOR_ORDER_MESSAGES } from '@sikka/shared/vendorOrder/rules';
import type { VendorOrder, VendorOrderPayResponse } from '@sikka/shared/vendorOrder/schemas';
import { type ReactNode, useState } from 'react';
import { appErrorOf } from '../../../lib/errors.ts';
import { Logo } from '../../../ui/Logo.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useCheckout } from '../api/vendorOrder.ts';
import { PayForm } from '../components/PayForm.tsx';
import '../components/vendorOrder.css';

interface VendorOrderPageProps {
  /** The id the address names; null when it names none. */
  orderId: string | null;
  /** The page's own session check has answered. */
  sessionKnown: boolean;
  signedIn: boolean;
  user: VerificationFields | null;
  userLoading: boolean;
  /** The inline sign-in, composed by the route. */
  signIn: ReactNode;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });
const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function VendorOrderPage(props: VendorOrderPageProps) {
  return (
    <section className="vendor-order" aria-labelledby="vendor-order-title">
      <div className="vendor-order__card">
        <p className="vendor-order__brand">
          <Logo size={28} />
          <span>Sikka checkout</span>
        </p>
        {props.orderId === null ? <NotFound /> : <Checkout {...props} orderId={props.orderId} />}
      </div>
    </section>
  );
}

function NotFound() {
  return (
    <>
      <h1 id="vendor-order-title" className="vendor-order__title">
        Order not found
      </h1>
      <p className="vendor-order__lead">
        {VENDOR_ORDER_MESSAGES.notFound}. Check the link the merchant gave you, or ask them for a new one.
      </p>
    </>
  );
}

function Checkout(props: VendorOrderPageProps & { orderId: string }) {
  const order = useCheckout(props.orderId);
  const [receipt, setReceipt] = useState<VendorOrderPayResponse | null>(null);
  if (order.isPending)
    return (
      <>
        <h1 id="vendor-order-title" className="vendor-order__title">
          Loading the order…
        </h1>
        <Skeleton width="100%" height="160px" />
      </>
    );
  if (order.isError) {
    const error = appErrorOf(order.error);
    if (error.status === 404 || error.kind === 'field') return <NotFound />;
    return (
      <>
        <h1 id="vendor-order-title" className="vendor-order__title">
          Checkout
        </h1>
        <FailedNotice title="The order could not be loaded" onRetry={() => void order.refetch()}>
          {error.message}
        </FailedNotice>
      </>
    );
  }
  const data = receipt?.order ?? order.data;
  return (
    <>
      <h1 id="vendor-order-title" className="vendor-order__title">
        Pay {data.merchant_name}
      </h1>
      <p className="vendor-order__lead">Order {data.reference}</p>
      <Items order={data} />
      {receipt ? <Receipt receipt={receipt} /> : <Payment {...props} order={data} onPaid={setReceipt} />}
    </>
  );
}

function Items({ order }: { order: VendorOrder }) {
  return (
    <table className="vendor-order__items">
      <caption className="visually-hidden">Items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="vendor-order__amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, i) => (
          // Lines are the merchant's, in their order; two may share a name.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <tr key={i}>
            <td>
              <span className="vendor-order__item">{item.name}</span>
              <span className="vendor-order__each">
                {item.quantity} × {inr(item.unit_price)}
              </span>
            </td>
            <td className="vendor-order__amount">{inr(item.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="vendor-order__amount vendor-order__total">{inr(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Payment(
  props: VendorOrderPageProps & { order: VendorOrder; onPaid: (r: VendorOrderPayResponse) => void },
) {
  const { order } = props;
  if (order.status === 'paid')
    return (
      <Notice tone="success" title="Paid">
        {VENDOR_ORDER_MESSAGES.paid}
        {order.paid_at ? ` on ${time(order.paid_at)}` : ''}.
      </Notice>
    );
  if (order.status === 'expired')
    return (
      <Notice tone="error" title="Expired">
        {VENDOR_ORDER_MESSAGES.expired}.
      </Notice>
    );
  return (
    <section className="vendor-order__pay" aria-labelledby="vendor-order-pay">
      <h2 id="vendor-order-pay" className="vendor-order__subtitle">
        {props.signedIn || !props.sessionKnown ? 'Payment' : 'Log in to pay'}
      </h2>
      <p className="feed__meta">Open until {time(order.expires_at)}.</p>
      {!props.sessionKnown ? (
        <Skeleton width="100%" height="44px" />
      ) : props.signedIn ? (
        <VerifiedGate
          signedIn
          user={props.user}
          userLoading={props.userLoading}
          visitorText="Log in to pay this order."
        >
          <PayForm order={order} onPaid={props.onPaid} />
        </VerifiedGate>
      ) : (
        props.signIn
      )}
    </section>
  );
}

function Receipt({ receipt }: { receipt: VendorOrderPayResponse }) {
  const { order } = receipt;
  return (
    <section className="vendor-order__receipt" aria-labelledby="vendor-order-receipt" role="status">
      <h2 id="vendor-order-receipt" className="vendor-order__subtitle">
        Receipt
      </h2>
      <dl className="vendor-order__lines">
        <dt>Status</dt>
        <dd>{receipt.message}</dd>
        <dt>Paid to</dt>
        <dd>{order.merchant_name}</dd>
        <dt>Order</dt>
        <dd>{order.reference}</dd>
        <dt>Amount</dt>
        <dd>{inr(order.total)}</dd>
        <dt>Paid with</dt>
        <dd>{formatMoney(receipt.pay_asset as Asset, receipt.pay_amount)}</dd>
        {order.paid_at ? (
          <>
            <dt>Paid at</dt>
            <dd>{time(order.paid_at)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
