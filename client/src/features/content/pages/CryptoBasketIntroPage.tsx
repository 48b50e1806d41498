// /in/info/feature-cryptobasket/intro/: crypto baskets — one rupee order split across coins by weight — with
// the split worked out in paise.
import type { Coin } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { Callout, ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPages.ts';
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
          A crypto basket lets you buy several coins in one go. You choose the coins and what share of your
          money goes to each; one order in rupees buys them all in those proportions.
        </p>
      }
    >
      <Section id="how" title="How a basket works">
        <ol className="content-steps">
          <li>Pick the coins for your basket from BTC, ETH and USDT.</li>
          <li>Set each coin's share, in percent; the shares add up to 100%.</li>
          <li>Enter the rupee amount to invest and review the split before you confirm.</li>
          <li>
            Each coin is bought at its instant buy price, with the platform fee and GST on each part, and
            lands in your wallet like any other purchase.
          </li>
        </ol>
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
          When a share does not divide into whole paise, the paise left over go to the coin with the largest
          share, so the parts always add up to exactly what you invested. Fees are worked out on each part;
          see <Link to={contentHref('/in/support/fees')}>fees and taxes</Link>.
        </p>
      </Section>

      <Section id="after" title="After you buy">
        <ul>
          <li>
            The coins are ordinary holdings in your wallet: you can sell or withdraw any of them on its own.
          </li>
          <li>
            As prices move, your holdings drift away from the shares you chose. You decide when, or whether,
            to bring them back in line by buying or selling.
          </li>
          <li>
            You can invest in the same basket again at any time, or change its shares for the next purchase.
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
        <SupportContact heading="Questions about baskets" />
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
