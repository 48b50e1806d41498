// /in/about/who-we-are: what Sikka is, what it offers, how it works and where it stands in Indian law.

import { exchangePath } from '@sikka/shared/routes/exchangeRoute';
import { INSTANT_PAGE } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { RiskDisclaimer } from '../components/RiskDisclaimer.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref as link } from '../contentPaths.ts';

export default function WhoWeArePage() {
  return (
    <ContentPage
      path="/in/about/who-we-are"
      eyebrow="About"
      lead={
        <p>
          Sikka is an Indian platform for buying, selling and trading crypto against rupees. We built it for
          people who want to take part without guesswork: every price, fee and tax is on the screen before you
          confirm, and the risks are stated as plainly as the opportunities.
        </p>
      }
    >
      <Section id="offer" title="What you can do on Sikka">
        <ul className="content-cards">
          <li className="content-card">
            <h3>Instant buy and sell</h3>
            <p>
              Buy or sell <Link to={INSTANT_PAGE.BTC}>bitcoin</Link>, <Link to={INSTANT_PAGE.ETH}>ether</Link>{' '}
              or <Link to={INSTANT_PAGE.USDT}>USDT</Link> at a firm rupee price, in a few taps.
            </p>
          </li>
          <li className="content-card">
            <h3>The exchange</h3>
            <p>
              Trade on an <Link to={exchangePath()}>order book</Link> against other users with limit,
              stop-limit, market, ladder and stop-loss orders.
            </p>
          </li>
          <li className="content-card">
            <h3>Plans and baskets</h3>
            <p>
              Buy a fixed amount on a schedule with a{' '}
              <Link to={link('/in/info/feature-sbp/intro')}>systematic buying plan</Link>, or several coins in
              one order with a <Link to={link('/in/info/feature-cryptobasket/intro')}>crypto basket</Link>.
            </p>
          </li>
          <li className="content-card">
            <h3>Wallet and more</h3>
            <p>
              Deposit and withdraw rupees from your own bank account, move coins in and out, gift a coin, and
              collect rewards. Advisers can serve clients through our{' '}
              <Link to={link('/in/info/feature-subbroker/intro')}>sub-broker programme</Link>.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="principles" title="How we work">
        <h3>Every rupee shown before you confirm</h3>
        <p>
          An order's confirmation lists the price, our fee, GST on the fee, TDS on a sale and the total, and
          our <Link to={link('/in/support/fees')}>fee schedule</Link> is public. We keep money in whole paise
          in our systems, so what you see is exactly what is charged.
        </p>
        <h3>Known customers only</h3>
        <p>
          Everyone who trades on Sikka has verified their identity with their PAN and an Aadhaar-based check,
          and money only moves to and from bank accounts in their own name. Our{' '}
          <Link to={link('/in/policy/kyc')}>KYC and AML policy</Link> explains why and how.
        </p>
        <h3>Security in layers</h3>
        <p>
          Signing in takes your password and a one-time password sent to your phone, or a code from Google
          Authenticator if you turn it on. Your session lives in an encrypted cookie that scripts in the page
          cannot read, and withdrawals are paused for 24 hours after any change to two-factor settings, so a
          stolen phone alone is not enough to move your money.
        </p>
        <h3>Plain about risk</h3>
        <p>
          Crypto prices can fall sharply and quickly. We will not tell you a coin is a safe investment,
          promise returns, or urge you to trade more. Our{' '}
          <Link to={link('/in/policy/riskwarning')}>risk warning</Link> is worth reading before your first
          purchase.
        </p>
      </Section>

      <Section id="law" title="Where we stand in Indian law">
        <p>
          Crypto is not legal tender in India, and buying, selling or holding it is not regulated by the
          Reserve Bank of India or SEBI. Sikka is not a bank, a stockbroker or an investment adviser, and
          balances held with us are not covered by deposit insurance.
        </p>
        <p>
          What the law does ask of us, we do: as a virtual digital asset service provider under the Prevention
          of Money Laundering Act, 2002, we verify our customers, keep records and report to the Financial
          Intelligence Unit – India (FIU-IND); and we deduct TDS on sales and charge GST on our fees as tax
          law requires.
        </p>
      </Section>

      <Section id="contact" title="Talk to us">
        <p>
          Questions, feedback or a problem with an order: our support team answers by phone and e-mail, and
          reads every message.
        </p>
        <SupportContact />
      </Section>

      <RiskDisclaimer />
    </ContentPage>
  );
}
