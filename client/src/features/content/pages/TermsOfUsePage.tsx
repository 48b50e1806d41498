// /in/policy/termsofuse: the terms on which Sikka offers its platform.
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function TermsOfUsePage() {
  return (
    <ContentPage
      path="/in/policy/termsofuse"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          These terms are the agreement between you and Sikka when you use our website and apps. We have tried
          to write them plainly. By creating an account you accept them, together with the policies they link
          to.
        </p>
      }
    >
      <Section id="eligibility" title="1. Who can use Sikka">
        <ul>
          <li>You must be at least 18 years old and resident in India.</li>
          <li>You must have a valid PAN and a bank account in India in your own name.</li>
          <li>
            You may hold only one account, and only for yourself (sub-brokers act for clients as set out
            below).
          </li>
          <li>You must not be barred from using a service like ours by any law, order or sanctions list.</li>
        </ul>
      </Section>

      <Section id="account" title="2. Your account and its security">
        <ul>
          <li>
            Keep your password, OTPs and authenticator codes to yourself. Sikka staff will never ask for them.
          </li>
          <li>
            You are responsible for what is done through your account until you tell us it has been
            compromised. Contact us at once if you suspect anyone else has access.
          </li>
          <li>Keep your contact details up to date, so our one-time passwords and notices reach you.</li>
          <li>
            Withdrawals are held for 24 hours after any change to your two-factor settings. This protects you
            if someone else gets into your account.
          </li>
        </ul>
      </Section>

      <Section id="verification" title="3. Verification">
        <p>
          You must complete verification before you buy, sell, deposit or withdraw, and verify again when we
          ask (re-KYC). The information you give must be true and complete. Our{' '}
          <Link to={contentHref('/in/policy/kyc')}>KYC and AML policy</Link> explains what we check. We may
          refuse or close an account we cannot verify.
        </p>
      </Section>

      <Section id="services" title="4. What we provide, and what we do not">
        <p>
          Sikka lets you buy and sell crypto against rupees instantly, trade on an order-book exchange, hold
          rupees and crypto in a wallet, and use the other features described in the app.
        </p>
        <p>
          We do not give investment, legal or tax advice. Nothing on Sikka — including listing a coin, showing
          a price chart, or sending you a market update — is a recommendation to buy or sell. Crypto is
          unregulated in India and risky; please read our{' '}
          <Link to={contentHref('/in/policy/riskwarning')}>risk warning</Link>.
        </p>
      </Section>

      <Section id="orders" title="5. Orders">
        <ul>
          <li>
            Before you place an order we show you its price, quantity, fee, GST, TDS where it applies, and
            total. When you confirm, you instruct us to carry it out on those terms.
          </li>
          <li>
            An instant buy or sell is executed at the price confirmed. An exchange order is executed only when
            it matches another order, and may be filled in parts, or not at all, until you cancel it.
          </li>
          <li>Executed trades cannot be reversed by you or by us, except as the next point describes.</li>
          <li>
            If a trade is executed at a price that is clearly wrong because of a technical fault, we may
            cancel or correct it and will tell you promptly what we did and why.
          </li>
          <li>We may refuse or cancel an order that breaks these terms or the law.</li>
        </ul>
      </Section>

      <Section id="fees" title="6. Fees and taxes">
        <p>
          You agree to pay the fees in our <Link to={contentHref('/in/support/fees')}>fee schedule</Link>,
          which also shows GST on fees and TDS on sales. We deduct TDS and collect GST as the law requires and
          pass them to the government. You are responsible for declaring your crypto income and paying any
          other tax due on it.
        </p>
      </Section>

      <Section id="money" title="7. Deposits and withdrawals">
        <ul>
          <li>
            Rupees may be deposited only from, and withdrawn only to, verified bank accounts in your name.
          </li>
          <li>
            Some deposits and withdrawals are held until you complete a declaration form, or while we make
            checks the law requires.
          </li>
          <li>
            For crypto withdrawals, check the address and network carefully: transfers on a blockchain cannot
            be undone, and coins sent to a wrong address or network are usually lost.
          </li>
          <li>Any charges for a deposit or withdrawal are shown before you confirm it.</li>
        </ul>
      </Section>

      <Section id="prohibited" title="8. What you must not do">
        <ul>
          <li>Use Sikka for money laundering, fraud, terrorist financing, or any other unlawful purpose.</li>
          <li>
            Use money or coins that are not lawfully yours, or act for someone else without our agreement.
          </li>
          <li>
            Manipulate prices: for example, trade with yourself or with people acting with you to fake
            activity, or place orders you intend to cancel to mislead others.
          </li>
          <li>Share, sell or rent your account, or use someone else's.</li>
          <li>Interfere with our systems, probe them for weaknesses without permission, or overload them.</li>
        </ul>
        <p>
          If you find a security weakness, please report it to us privately; we are grateful for responsible
          reports.
        </p>
      </Section>

      <Section id="suspension" title="9. Suspension and closing your account">
        <ul>
          <li>
            We may restrict or suspend your account if the law or an authority requires it, if we suspect
            fraud or a breach of these terms, or to protect you or other users. Unless the law prevents it, we
            will tell you why.
          </li>
          <li>
            You can close your account at any time once open orders are cancelled and your balances withdrawn.
            We keep records afterwards as the law requires.
          </li>
          <li>
            If we close your account, you may withdraw your balances unless a lawful order or investigation
            prevents it.
          </li>
        </ul>
      </Section>

      <Section id="availability" title="10. Availability">
        <p>
          We work to keep Sikka available at all times, but it may be unavailable during maintenance, upgrades
          or faults, including faults of banks and blockchain networks we rely on. When we are under
          maintenance we say so on the site.
        </p>
      </Section>

      <Section id="liability" title="11. Our responsibility to you">
        <ul>
          <li>
            We are responsible for losses caused by our own negligence or breach of these terms, up to the
            amount of the loss that was reasonably foreseeable.
          </li>
          <li>
            We are not responsible for losses from market price movements, from decisions you make, from
            events outside our reasonable control, or from faults of blockchain networks, banks or other
            services we do not run.
          </li>
          <li>Nothing in these terms limits any liability that Indian law does not allow to be limited.</li>
        </ul>
      </Section>

      <Section id="ip" title="12. Our content">
        <p>
          Sikka's name, logo, software and content belong to us or our licensors. You may use them only to use
          Sikka as these terms allow.
        </p>
      </Section>

      <Section id="changes" title="13. Changes to these terms">
        <p>
          We may change these terms, for example when the law or our services change. We will tell you about
          important changes by e-mail or in the app before they take effect. If you do not agree, you can
          close your account before then.
        </p>
      </Section>

      <Section id="law" title="14. Law and disputes">
        <p>
          These terms are governed by the laws of India. If you have a complaint, please contact us first and
          ask for the Grievance Officer; most problems are solved quickly this way. Disputes that cannot be
          resolved are subject to the jurisdiction of the courts of India.
        </p>
      </Section>

      <Section id="contact" title="15. Contact">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
