// /in/additional/trading-guide: instant buy/sell vs the order-book exchange, the §3 order types (LIMIT,
// STOP_LIMIT, MARKET, LADDER, STOP_LOSS), the order confirmation (§2 Cancel/Confirm), fees and TDS.
import { EXCHANGE_PAIRS, exchangePath } from '@sikka/shared/routes/exchangeRoute';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { Callout, ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

/** §3 advance_order_type values, in SPEC order, as the exchange's order form names them. */
const ORDER_TYPES: readonly { type: string; name: string; what: string; when: string; example: string }[] = [
  {
    type: 'LIMIT',
    name: 'Limit',
    what: 'Buys or sells at your price or better. If the market is not there yet, the order waits in the order book until it is matched or you cancel it.',
    when: 'You know the price you want and can wait for it.',
    example: 'Buy 0.01 BTC at ₹78,00,000: you pay at most ₹78,00,000 per BTC.',
  },
  {
    type: 'MARKET',
    name: 'Market',
    what: 'Buys or sells straight away at the best prices waiting in the order book. It fills at once, but the price is whatever the book offers.',
    when: 'Getting the trade done now matters more than the exact price.',
    example: 'Sell 0.5 ETH now: it fills against the highest bids waiting.',
  },
  {
    type: 'STOP_LIMIT',
    name: 'Stop-limit',
    what: 'Waits until the market reaches your trigger price, then places a limit order at your limit price.',
    when: 'You want to act only once the price breaks a level, without selling below (or buying above) a set price.',
    example:
      'Trigger ₹76,00,000, limit ₹75,50,000: if BTC falls to ₹76,00,000, a sell order at ₹75,50,000 or better is placed.',
  },
  {
    type: 'STOP_LOSS',
    name: 'Stop-loss',
    what: 'Waits until the market reaches your trigger price, then sells (or buys) at the market price to cap your loss.',
    when: 'You want a position closed if the price moves against you, whatever the price then is.',
    example: 'Holding BTC bought at ₹80,00,000, a stop-loss at ₹72,00,000 sells if the price falls that far.',
  },
  {
    type: 'LADDER',
    name: 'Ladder',
    what: 'Splits one order into several limit orders at evenly spaced prices between a start and an end price.',
    when: 'You want to buy or sell gradually across a price range instead of at one price.',
    example:
      '0.04 BTC from ₹80,00,000 down to ₹74,00,000 in 4 steps: 0.01 BTC at ₹80,00,000, ₹78,00,000, ₹76,00,000 and ₹74,00,000.',
  },
];

export default function TradingGuidePage() {
  return (
    <ContentPage
      path="/in/additional/trading-guide"
      eyebrow="Learn"
      lead={
        <p>
          Sikka gives you two ways to trade crypto against rupees: instant buy and sell, and the exchange.
          This guide explains how each works, the order types on the exchange, and what you pay.
        </p>
      }
    >
      <Section id="two-ways" title="Two ways to trade">
        <DataTable wide caption="Instant buy and sell compared with the exchange">
          <thead>
            <tr>
              <th scope="col">What differs</th>
              <th scope="col">Instant buy and sell</th>
              <th scope="col">Exchange</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Who you trade with</th>
              <td>Sikka</td>
              <td>Other Sikka users, through the order book</td>
            </tr>
            <tr>
              <th scope="row">Price</th>
              <td>A firm buy or sell price shown before you confirm, including our spread</td>
              <td>The price you set (limit) or the best waiting in the book (market)</td>
            </tr>
            <tr>
              <th scope="row">When it completes</th>
              <td>At once</td>
              <td>When a matching order is found; may fill in parts</td>
            </tr>
            <tr>
              <th scope="row">Charges</th>
              <td>Spread, platform fee, GST on the fee; TDS on sales</td>
              <td>Platform fee, GST on the fee; TDS on sales</td>
            </tr>
            <tr>
              <th scope="row">Best for</th>
              <td>Simple purchases and sales, in rupees or coin amounts</td>
              <td>Choosing your price, larger or more frequent trades</td>
            </tr>
          </tbody>
        </DataTable>
      </Section>

      <Section id="instant" title="Instant buy and sell, step by step">
        <ol className="content-steps">
          <li>
            Open the page of the coin: <Link to={INSTANT_PAGE.BTC}>BTC</Link>,{' '}
            <Link to={INSTANT_PAGE.ETH}>ETH</Link> or <Link to={INSTANT_PAGE.USDT}>USDT</Link>.
          </li>
          <li>Choose Buy or Sell, and enter the amount in rupees or in the coin.</li>
          <li>
            Check the confirmation: price, quantity, platform fee, GST, TDS on a sale, and the total. Choose
            Confirm, or Cancel to change your mind.
          </li>
          <li>The coin (or rupees) is in your wallet at once, and the trade appears in your history.</li>
        </ol>
      </Section>

      <Section id="exchange" title="How the exchange works">
        <p>
          The exchange has one market per coin, each priced in rupees:{' '}
          {EXCHANGE_PAIRS.map((pair, index) => (
            <span key={pair}>
              {index > 0 ? ', ' : ''}
              <Link to={exchangePath(pair)}>{pair}</Link>
            </span>
          ))}
          . Its order book lists what people are waiting to do:
        </p>
        <ul>
          <li>
            <strong>Bids</strong> are buy orders: the highest bid is the most anyone will pay right now.
          </li>
          <li>
            <strong>Asks</strong> are sell orders: the lowest ask is the least anyone will sell for.
          </li>
          <li>
            A trade happens when a buyer's price meets a seller's. The gap between the best bid and the best
            ask is the market's spread; a busy market has a narrow one.
          </li>
        </ul>
        <p>
          The exchange screens can be switched to a dark theme, which many traders prefer for long sessions.
          Your choice is remembered on this device.
        </p>
      </Section>

      <Section id="order-types" title="Order types">
        <DataTable wide caption="Exchange order types">
          <thead>
            <tr>
              <th scope="col">Order type</th>
              <th scope="col">What it does</th>
              <th scope="col">Use it when</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {ORDER_TYPES.map((order) => (
              <tr key={order.type}>
                <th scope="row">{order.name}</th>
                <td>{order.what}</td>
                <td>{order.when}</td>
                <td>{order.example}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Callout title="Stops are not guarantees">
          <p>
            A stop-loss sells at the market price once triggered; in a fast fall that can be well below your
            trigger. A stop-limit will not sell below its limit, so in a fast fall it may not fill at all.
            Neither removes the risk of loss.
          </p>
        </Callout>
      </Section>

      <Section id="confirm" title="The confirmation screen">
        <p>
          Every order ends with a confirmation that shows the order type, buy or sell, trigger price where
          there is one, price, quantity, and the total with fee and taxes. Nothing is placed until you choose
          Confirm; the button is disabled while your order is being sent, so a double tap cannot place it
          twice.
        </p>
      </Section>

      <Section id="costs" title="Fees and TDS">
        <ul>
          <li>A platform fee is charged on the value of each trade, buy or sell, with 18% GST on the fee.</li>
          <li>Instant prices include a spread; exchange trades are at the prices in the order book.</li>
          <li>
            1% TDS (section 194S) is deducted from the value of every sale and paid against your PAN. It is
            income tax paid in advance, which you can claim when you file your return.
          </li>
        </ul>
        <p>
          The current rates and a worked example are on{' '}
          <Link to={contentHref('/in/support/fees')}>fees and taxes</Link>.
        </p>
      </Section>

      <Section id="habits" title="Good habits">
        <ul>
          <li>Decide before you buy how much you could lose, and where you would sell.</li>
          <li>Start small while you learn how orders fill.</li>
          <li>Check the confirmation line by line, especially the quantity and the total.</li>
          <li>Keep your own record of trades for tax; your history and statements help.</li>
        </ul>
      </Section>

      <Section id="help" title="Need help with an order?">
        <SupportContact />
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
