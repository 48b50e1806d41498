// /in/policy/riskwarning: crypto is unregulated in India and risky (docs/requirements.md §1); what can go wrong, and taxes.
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function RiskWarningPage() {
  return (
    <ContentPage
      path="/in/policy/riskwarning"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          Crypto is unregulated in India and highly risky. You could lose some or all of the money you put in.
          Please read this page before you buy, and only invest money you can afford to lose.
        </p>
      }
    >
      <Section id="unregulated" title="Crypto is not regulated in India">
        <ul>
          <li>
            Crypto is not legal tender in India. No regulator — not the Reserve Bank of India, not SEBI —
            supervises crypto as an investment or protects crypto investors the way it protects bank
            depositors or shareholders.
          </li>
          <li>
            There is no ombudsman or investor protection fund for crypto. If something goes wrong, your
            options for getting money back may be limited.
          </li>
          <li>
            The law can change. New taxes, limits or bans could affect the value of your coins or your ability
            to buy, sell or withdraw them.
          </li>
          <li>
            Sikka must follow anti-money-laundering law and tax law. Meeting those duties does not make crypto
            a regulated or safe investment.
          </li>
        </ul>
      </Section>

      <Section id="volatility" title="Prices can move fast and far">
        <p>
          Crypto prices can rise or fall by a large share of their value within hours, and markets trade day
          and night, including while you sleep. A coin that has fallen can keep falling. Past prices say
          nothing reliable about future ones.
        </p>
        <p>
          USDT is designed to track the US dollar, but that depends on its issuer's reserves and conduct; it
          has traded below one dollar before and could again. In rupees, its price also moves with the
          dollar–rupee exchange rate.
        </p>
      </Section>

      <Section id="no-insurance" title="No deposit insurance">
        <p>
          Sikka is not a bank. Rupees and coins held in your Sikka wallet are not bank deposits and are not
          insured by the Deposit Insurance and Credit Guarantee Corporation (DICGC) or anyone else. If Sikka,
          one of our banking partners or a blockchain network failed, you might not get all of your money
          back.
        </p>
      </Section>

      <Section id="selling" title="You may not be able to sell when you want">
        <ul>
          <li>
            In a fast market there may be few buyers at the price you want. A market or stop-loss order can
            fill at a price well away from the one you saw.
          </li>
          <li>
            Trading can pause during maintenance, technical faults or extreme market conditions, and
            blockchain networks can be slow or congested.
          </li>
          <li>
            Withdrawals are held for 24 hours after any change to your two-factor settings, for your safety.
          </li>
        </ul>
      </Section>

      <Section id="irreversible" title="Crypto transfers cannot be undone">
        <p>
          A coin sent to a wrong address, or on the wrong network, is usually lost for good. Nobody —
          including us — can reverse a confirmed blockchain transaction.
        </p>
        <p>
          Crypto also attracts fraud.{' '}
          <strong>
            Sikka will never ask for your password, OTP or authenticator code, and never promises returns.
          </strong>{' '}
          Anyone offering guaranteed or doubled returns, asking you to move coins to a "safe" wallet, or
          claiming to be from Sikka on a personal number is a scammer. Report them to us, and to the national
          cyber-crime helpline 1930 or <a href="https://cybercrime.gov.in">cybercrime.gov.in</a>.
        </p>
      </Section>

      <Section id="taxes" title="Taxes">
        <ul>
          <li>Gains from selling or transferring crypto are taxed at a flat 30%, plus surcharge and cess.</li>
          <li>
            Only the cost of buying can be deducted from the gain. Losses cannot be set off against other
            income or against gains on another coin, and cannot be carried forward.
          </li>
          <li>
            1% TDS is deducted from the value of every sale (section 194S), and 18% GST is charged on our
            fees. See <Link to={contentHref('/in/support/fees')}>fees and taxes</Link>.
          </li>
          <li>You are responsible for reporting your crypto income in your tax return.</li>
        </ul>
        <p>This is general information, not tax advice.</p>
      </Section>

      <Section id="before" title="Before you invest">
        <ul>
          <li>Only invest money you can afford to lose entirely.</li>
          <li>Never borrow to buy crypto, and do not put your emergency savings into it.</li>
          <li>
            Understand what you are buying and why. A coin being listed on Sikka is not a recommendation.
          </li>
          <li>Consider spreading purchases over time rather than buying all at once.</li>
          <li>Speak to a qualified financial or tax adviser if you are unsure.</li>
        </ul>
      </Section>

      <Section id="questions" title="Questions">
        <p>If anything here is unclear, ask us before you trade.</p>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
