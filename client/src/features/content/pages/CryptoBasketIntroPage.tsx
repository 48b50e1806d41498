// /in/info/feature-cryptobasket/intro/: crypto baskets — one rupee order split across coins by weight — with
// the split worked out in paise, the curated baskets as configured (shared/src/basket/rules.ts), leading to
// /in/crypto-basket.
import { BASKETS, MIN_BASKET_AMOUNT_PAISE } from '@sikka/shared/basket/rules';
import type { Coin } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button.tsx';
import { Callout, ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';
import { COIN_NAMES } from '../utils/coinRows.ts';
import { formatBps } from '../utils/feeExample.ts';
import { type BasketWeight, splitByWeights } from '../utils/planExamples.ts';

const ORDER_PAISE = 1_000_000n;
const BASKET: readonly BasketWeight<Coin>[] = [
  { coin: 'BTC', bps: 5_000 },
  { coin: 'ETH', bps: 3_000 },
  { coin: 'USDT', bps: 2_000 },
];

const inr = (paise: bigint) => formatInr(paise, { symbol: true });

export default function CryptoBasketIntroPage() {
  const parts = splitByWeights(ORDER_PAISE, BASKET);
  return (
    <ContentPage
      path="/in/info/feature-cryptobasket/intro"
      eyebrow="Products"
      lead={
        <p>
          A crypto basket lets you buy several coins in one go. Pick one of our ready-made baskets; one order
          in rupees buys every coin in it in the basket's proportions, all together or not at all.
        </p>
      }
    >
      <Section id="how" title="How a basket works">
        <ol className="content-steps">
          <li>Pick a basket: each shows its coins and their shares, how it has done, and its risk.</li>
          <li>
            Enter the rupee amount to invest, from {inr(MIN_BASKET_AMOUNT_PAISE)}, and review every coin's
            price, fee, GST and total before you confirm.
          </li>
          <li>
            Each coin is bought at its instant buy price, with the platform fee and GST on each part, and
            lands in your wallet like any other purchase. If any part cannot be bought, nothing is.
          </li>
        </ol>
      </Section>

      <Section id="baskets" title="The baskets">
        <DataTable caption="Our baskets and their shares">
          <thead>
            <tr>
              <th scope="col">Basket</th>
              <th scope="col">Coins</th>
              <th scope="col">Risk</th>
            </tr>
          </thead>
          <tbody>
            {BASKETS.map((basket) => (
              <tr key={basket.id}>
                <th scope="row">{basket.name}</th>
                <td>{basket.components.map((c) => `${c.coin} ${c.weight}%`).join(' · ')}</td>
                <td>{basket.risk}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Section>

      <Section id="example" title="Example: ₹10,000 in a three-coin basket">
        <DataTable caption={`How ${inr(ORDER_PAISE)} is split`}>
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <th scope="col" className="num">
                Share
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part, index) => (
              <tr key={part.coin}>
                <th scope="row">
                  {COIN_NAMES[part.coin]} ({part.coin})
                </th>
                <td className="num">{formatBps(BASKET[index]?.bps ?? 0)}</td>
                <td className="num">{inr(part.paise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">100%</td>
              <td className="num">{inr(ORDER_PAISE)}</td>
            </tr>
          </tfoot>
        </DataTable>
        <p>
          When a share does not divide into whole paise, the paise left over go to the last coin, so the parts
          always add up to exactly what you invested. Fees are worked out on each part; see{' '}
          <Link to={contentHref('/in/support/fees')}>fees and taxes</Link>.
        </p>
      </Section>

      <Section id="after" title="After you buy">
        <ul>
          <li>
            The coins are ordinary holdings in your wallet: you can sell or withdraw any of them on its own.
          </li>
          <li>
            The Crypto Basket page shows each basket you hold: the units of each coin, what you paid, what it
            is worth now and your profit or loss.
          </li>
          <li>
            You can sell a basket in whole or in part, by percentage; each sale pays the fee, GST and 1% TDS.
          </li>
          <li>
            As prices move, your holding drifts away from the basket's shares. Rebalance when you choose: you
            see what would be sold and bought before anything happens.
          </li>
          <li>
            To invest a fixed amount on a schedule, set up a{' '}
            <Link to={contentHref('/in/info/feature-sbp/intro')}>systematic buying plan</Link> for a basket.
          </li>
        </ul>
      </Section>

      <Section id="risk" title="What a basket does not do">
        <Callout tone="risk" title="Spreading across coins is not spreading risk away">
          <p>
            Crypto prices often rise and fall together, so a basket of coins can lose value all at once. USDT
            is meant to track the US dollar but is not risk-free either. A basket is a convenient way to buy;
            it is not a managed fund, and nobody at Sikka chooses or adjusts your coins for you.
          </p>
        </Callout>
      </Section>

      <Section id="start" title="Getting started">
        <p>
          Baskets are available to verified users from <Link to={PATHS.cryptoBasket}>Crypto Basket</Link> in
          the menu.
        </p>
        <div className="content-actions">
          <Link className={buttonClasses('primary')} to={PATHS.cryptoBasket}>
            See the baskets
          </Link>
        </div>
        <SupportContact heading="Questions about baskets" />
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
