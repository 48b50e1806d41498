// /in/support/fees: the fee schedule in force (market.fees) as a table, and a worked example computed from it.
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { MIN_TRADE_VALUE_PAISE } from '@sikka/shared/market/quote';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { appErrorOf } from '../../../lib/errors.ts';
import { useFeeSchedule } from '../api/market.ts';
import { Callout, ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { LoadError, SkeletonRows } from '../components/QueryStates.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { formatBps, roundTripExample } from '../utils/feeExample.ts';

/** The example's inputs: ₹10,000 entered on the BTC page, at an illustrative (not live) mid price of ₹80,00,000. */
const EXAMPLE = { budgetPaise: 1_000_000n, midPaise: 800_000_000n, coin: 'BTC' } as const;

const inr = (paise: bigint) => formatInr(paise, { symbol: true });

export default function FeesPage() {
  const fees = useFeeSchedule();
  const loadError = fees.isError ? (
    <LoadError
      what="fee schedule"
      message={appErrorOf(fees.error).message ?? 'Please try again in a moment.'}
      onRetry={() => void fees.refetch()}
      retrying={fees.isFetching}
    />
  ) : null;

  return (
    <ContentPage
      path="/in/support/fees"
      eyebrow="Support"
      lead={
        <p>
          Every buy and sell on Sikka shows its price, platform fee, GST and TDS line by line before you
          confirm. This page shows the schedule in force right now and how the lines add up.
        </p>
      }
    >
      <Section id="schedule" title="The fee schedule in force">
        {fees.data ? (
          <ScheduleTable schedule={fees.data} />
        ) : fees.isPending ? (
          <SkeletonRows rows={4} columns={3} label="Loading the fee schedule" />
        ) : (
          loadError
        )}
        {fees.data ? (
          <p className="content-note">
            Read live from our systems: if we change a rate, this table changes with it, and the confirmation
            screen of every order uses the same figures.
          </p>
        ) : null}
      </Section>

      <Section id="example" title="Worked example: buying ₹10,000 of BTC and selling it back">
        <p>
          Suppose the mid price of bitcoin is <strong className="num">{inr(EXAMPLE.midPaise)}</strong> (an
          illustrative figure, not today's price). You enter ₹10,000 on the BTC page and buy, then sell
          everything you bought straight back before the price moves.
        </p>
        {fees.data ? (
          <WorkedExample schedule={fees.data} />
        ) : fees.isPending ? (
          <SkeletonRows rows={6} columns={2} label="Loading the worked example" />
        ) : (
          <p className="content-note">The example is worked out with the live fee schedule, once it loads.</p>
        )}
      </Section>

      <Section id="spread" title="Instant buy and sell, and the exchange">
        <p>
          <strong>Instant buy and sell</strong> (the BTC, ETH and USDT pages) gives you a firm price at once.
          That price includes our spread: you buy a little above the mid-market price and sell a little below
          it, and the platform fee and GST are added on top, shown separately.
        </p>
        <p>
          <strong>On the exchange</strong> you trade at the prices buyers and sellers set in the order book,
          so there is no spread from us; the platform fee, GST on the fee and TDS on sales apply to each
          filled order in the same way.
        </p>
      </Section>

      <Section id="tds" title="TDS on sales (section 194S)">
        <p>
          Indian tax law requires 1% tax to be deducted at source (TDS) when you transfer a virtual digital
          asset, such as selling crypto for rupees. We deduct it from the sale value, deposit it with the
          Income Tax Department against your PAN and file the returns that go with it.
        </p>
        <ul>
          <li>TDS is not a fee. It is income tax paid in advance in your name.</li>
          <li>
            It shows in your Form 26AS and Annual Information Statement on the income-tax portal, and you can
            claim it against the tax you owe when you file your return.
          </li>
          <li>
            Separately, gains from crypto are taxed at 30% (plus surcharge and cess), only the cost of buying
            can be deducted, and losses cannot be set off against other income or carried forward.
          </li>
        </ul>
        <Callout>
          <p>
            This is general information, not tax advice. Tax rules change with each Finance Act; please speak
            to a tax adviser about your own situation.
          </p>
        </Callout>
      </Section>

      <Section id="gst" title="GST">
        <p>
          GST at 18% is charged on our platform fee, because the fee is payment for a service. It is not
          charged on the value of the crypto you buy or sell. The GST we collect is paid to the government and
          shown as its own line on every order and in your trade statements.
        </p>
      </Section>

      <Section id="other" title="Deposits, withdrawals and network fees">
        <p>
          If a charge applies to a rupee deposit or withdrawal, or a blockchain network fee applies to a
          crypto withdrawal, the screen shows it before you confirm. Nothing is taken that you were not shown
          first. Your bank may apply its own charges to transfers, which we do not receive.
        </p>
      </Section>

      <Section id="rounding" title="Minimum order and rounding">
        <ul>
          <li>
            The smallest instant order is {inr(MIN_TRADE_VALUE_PAISE)}, so that fees and taxes are never
            rounded away to nothing.
          </li>
          <li>Rupee amounts are kept in whole paise, never in floating-point numbers.</li>
          <li>
            Coin quantities are whole units of the coin's precision: 8 decimal places for BTC and ETH, 6 for
            USDT. When you buy with a rupee amount, you get the most coin it pays for, fee and GST included.
          </li>
          <li>
            The value of coin you buy is rounded up to the paisa and the value of coin you sell is rounded
            down; fees, GST and TDS are rounded to the nearest paisa, half a paisa upwards.
          </li>
        </ul>
      </Section>

      <Section id="questions" title="Questions about a charge">
        <p>
          If a charge on your statement looks wrong, write to us with the order ID and we will explain it.
        </p>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}

function ScheduleTable({ schedule }: { schedule: FeeSchedule }) {
  return (
    <DataTable caption="Fees and taxes per trade">
      <thead>
        <tr>
          <th scope="col">Charge</th>
          <th scope="col" className="num">
            Rate
          </th>
          <th scope="col">Charged on</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Spread</th>
          <td className="num">{formatBps(schedule.spreadBps)}</td>
          <td>
            Built into instant buy and sell prices: {formatBps(schedule.spreadBps, 2)} above the mid-market
            price when you buy, {formatBps(schedule.spreadBps, 2)} below it when you sell.
          </td>
        </tr>
        <tr>
          <th scope="row">Platform fee</th>
          <td className="num">{formatBps(schedule.feeBps)}</td>
          <td>The rupee value of every instant buy and every instant sell.</td>
        </tr>
        <tr>
          <th scope="row">Exchange maker fee</th>
          <td className="num">{formatBps(schedule.makerBps)}</td>
          <td>The rupee value of each fill of an exchange order that was resting in the order book.</td>
        </tr>
        <tr>
          <th scope="row">Exchange taker fee</th>
          <td className="num">{formatBps(schedule.takerBps)}</td>
          <td>The rupee value of each fill of an exchange order that traded on arrival.</td>
        </tr>
        <tr>
          <th scope="row">GST</th>
          <td className="num">{formatBps(schedule.gstBps)}</td>
          <td>The platform, maker or taker fee only (not the value of the trade).</td>
        </tr>
        <tr>
          <th scope="row">TDS (section 194S)</th>
          <td className="num">{formatBps(schedule.tdsBps)}</td>
          <td>The rupee value of every sale of crypto; deposited against your PAN, not kept by us.</td>
        </tr>
      </tbody>
    </DataTable>
  );
}

function WorkedExample({ schedule }: { schedule: FeeSchedule }) {
  const example = roundTripExample(EXAMPLE, schedule);
  const { buy, sell, cost } = example;
  const quantity = `${formatCoin(buy.quantity, EXAMPLE.coin)} BTC`;
  return (
    <>
      <DataTable caption="1. You buy BTC with ₹10,000">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Buy price per BTC (mid + {formatBps(schedule.spreadBps, 2)})</th>
            <td className="num">{inr(example.buyPricePaise)}</td>
          </tr>
          <tr>
            <th scope="row">You receive (the most ₹10,000 pays for, to 8 decimals)</th>
            <td className="num">{quantity}</td>
          </tr>
          <tr>
            <th scope="row">Value of that BTC at the buy price</th>
            <td className="num">{inr(buy.value)}</td>
          </tr>
          <tr>
            <th scope="row">Platform fee ({formatBps(schedule.feeBps)} of the value)</th>
            <td className="num">{inr(buy.fee)}</td>
          </tr>
          <tr>
            <th scope="row">GST ({formatBps(schedule.gstBps)} of the fee)</th>
            <td className="num">{inr(buy.gst)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">You pay</th>
            <td className="num">{inr(buy.total)}</td>
          </tr>
        </tfoot>
      </DataTable>

      <DataTable caption={`2. You sell the ${quantity} straight back`}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Sell price per BTC (mid − {formatBps(schedule.spreadBps, 2)})</th>
            <td className="num">{inr(example.sellPricePaise)}</td>
          </tr>
          <tr>
            <th scope="row">Sale value</th>
            <td className="num">{inr(sell.value)}</td>
          </tr>
          <tr>
            <th scope="row">Platform fee ({formatBps(schedule.feeBps)} of the sale value)</th>
            <td className="num">− {inr(sell.fee)}</td>
          </tr>
          <tr>
            <th scope="row">GST ({formatBps(schedule.gstBps)} of the fee)</th>
            <td className="num">− {inr(sell.gst)}</td>
          </tr>
          <tr>
            <th scope="row">TDS ({formatBps(schedule.tdsBps)} of the sale value)</th>
            <td className="num">− {inr(sell.tds)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Credited to your INR wallet</th>
            <td className="num">{inr(sell.total)}</td>
          </tr>
        </tfoot>
      </DataTable>

      <DataTable caption="3. What the round trip cost">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Spread (value bought less value sold)</th>
            <td className="num">{inr(cost.spreadPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Platform fees, buy and sell</th>
            <td className="num">{inr(cost.feesPaise)}</td>
          </tr>
          <tr>
            <th scope="row">GST on the fees</th>
            <td className="num">{inr(cost.gstPaise)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Cost of the round trip</th>
            <td className="num">{inr(cost.totalPaise)}</td>
          </tr>
          <tr>
            <th scope="row">TDS paid in your name (claimable in your return)</th>
            <td className="num">{inr(sell.tds)}</td>
          </tr>
        </tfoot>
      </DataTable>
      <p>
        You paid {inr(buy.total)} (the few paise of your ₹10,000 that could not buy a whole unit of 0.00000001
        BTC stay in your wallet) and got back {inr(sell.total)}. Of the difference, {inr(sell.tds)} is TDS,
        which counts towards your income tax; the rest, {inr(cost.totalPaise)}, is what the two trades cost.
        If the price moves between your buy and your sell, your gain or loss comes on top of this.
      </p>
    </>
  );
}
