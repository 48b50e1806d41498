// /in/additional/faqs: common questions by topic, each topic an h2 with a Radix accordion of questions.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUPPORT_HOURS_TEXT,
  TIMING,
} from '@sikka/shared/constants';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { type Faq, FaqAccordion } from '../components/FaqAccordion.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

const WITHDRAWAL_BLOCK_HOURS = TIMING.withdrawalBlockAfter2faChangeMs / 3_600_000;

const TOPICS: readonly { id: string; title: string; items: readonly Faq[] }[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        id: 'who-can-join',
        question: 'Who can open a Sikka account?',
        answer: (
          <p>
            Anyone aged 18 or over who lives in India, has a PAN and has a bank account in their own name. One
            account per person.
          </p>
        ),
      },
      {
        id: 'sign-up',
        question: 'How do I sign up?',
        answer: (
          <p>
            Choose <Link to={authPagePath('sign-up')}>Get Started</Link>, enter your 10-digit mobile number
            and a password, complete the quick security check, accept the terms and confirm with the 6-digit
            one-time password (OTP) we send by SMS. A coupon or referral code is optional.
          </p>
        ),
      },
      {
        id: 'email-login',
        question: 'Can I log in with my e-mail address?',
        answer: (
          <p>
            Yes. Log in with your mobile number or e-mail address and your password. The one-time password
            still goes to your mobile, or you enter your authenticator code if you have turned on two-factor
            authentication.
          </p>
        ),
      },
      {
        id: 'no-otp',
        question: "I didn't receive my OTP. What should I do?",
        answer: (
          <p>
            Check that the number shown is yours and that your phone has signal. You can ask for a new code
            after 90 seconds with Resend OTP. If codes still do not arrive, contact support.
          </p>
        ),
      },
    ],
  },
  {
    id: 'verification',
    title: 'Verification (KYC)',
    items: [
      {
        id: 'why-verify',
        question: 'Why do I have to verify my identity?',
        answer: (
          <p>
            Indian anti-money-laundering law requires crypto platforms to verify every customer before they
            trade. It also stops others from using your identity. Our{' '}
            <Link to={contentHref('/in/policy/kyc')}>KYC policy</Link> has the details.
          </p>
        ),
      },
      {
        id: 'documents',
        question: 'What do I need to get verified?',
        answer: (
          <ul>
            <li>Your PAN.</li>
            <li>
              Aadhaar-based verification through DigiLocker or Aadhaar OTP (we keep only a masked number).
            </li>
            <li>A selfie taken in the app.</li>
            <li>A bank account in your own name.</li>
          </ul>
        ),
      },
      {
        id: 'pending',
        question: 'My status says Pending. What does that mean?',
        answer: (
          <p>
            Your documents are with our team for review. You will be notified when it is done, and told
            exactly what to fix if anything was not accepted. If it is taking long, contact support with your
            registered mobile number.
          </p>
        ),
      },
      {
        id: 're-kyc',
        question: 'Why am I asked to do Re-KYC?',
        answer: (
          <p>
            We must keep customer records up to date: periodically, when a document expires, or when details
            change. Until you complete it, trading and withdrawals are paused. Your balances are not affected.
          </p>
        ),
      },
    ],
  },
  {
    id: 'money',
    title: 'Deposits and withdrawals',
    items: [
      {
        id: 'deposit',
        question: 'How do I add rupees?',
        answer: (
          <p>
            Open <Link to={PATHS.wallet}>Wallet</Link> and choose deposit. Transfer from a verified bank
            account in your own name; money from anyone else's account is returned.
          </p>
        ),
      },
      {
        id: 'held',
        question: 'Why is my deposit or withdrawal on hold?',
        answer: (
          <p>
            Some transactions need a short declaration form, e-signed by you, before they go through; the app
            shows a banner when one is pending. Others wait for checks the law requires. Complete the form, or
            contact support if no form is shown.
          </p>
        ),
      },
      {
        id: 'withdraw-2fa',
        question: "Why can't I withdraw after changing my two-factor settings?",
        answer: (
          <p>
            For your safety, withdrawals are paused for {WITHDRAWAL_BLOCK_HOURS} hours after any change to
            two-factor authentication. If someone else made the change, this gives you time to contact us.
          </p>
        ),
      },
      {
        id: 'other-account',
        question: 'Can I withdraw to someone else’s bank account?',
        answer: <p>No. Rupees are only paid to verified bank accounts in your own name.</p>,
      },
    ],
  },
  {
    id: 'trading',
    title: 'Buying, selling and trading',
    items: [
      {
        id: 'instant-vs-exchange',
        question: 'What is the difference between instant buy/sell and the exchange?',
        answer: (
          <p>
            Instant buy and sell gives you a firm price from us at once. On the exchange you trade with other
            users through an order book and choose the price yourself with order types such as limit and
            stop-loss. Our <Link to={contentHref('/in/additional/trading-guide')}>trading guide</Link>{' '}
            explains both.
          </p>
        ),
      },
      {
        id: 'coins',
        question: 'Which coins can I trade?',
        answer: (
          <p>
            Bitcoin (BTC), Ether (ETH) and Tether (USDT), each against the rupee. See the{' '}
            <Link to={contentHref('/in/about/coin-list')}>coin list</Link> for live prices.
          </p>
        ),
      },
      {
        id: 'cancel',
        question: 'Can I cancel an order?',
        answer: (
          <p>
            An exchange order can be cancelled until it is filled; a part already filled stays filled. An
            instant buy or sell is complete the moment you confirm it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'fees-taxes',
    title: 'Fees and taxes',
    items: [
      {
        id: 'fees',
        question: 'What does Sikka charge?',
        answer: (
          <p>
            A platform fee on each trade, with 18% GST on that fee, and a spread in instant prices. Every
            order shows each line before you confirm. See{' '}
            <Link to={contentHref('/in/support/fees')}>fees and taxes</Link> for the current rates and a
            worked example.
          </p>
        ),
      },
      {
        id: 'tds',
        question: 'Why was 1% deducted when I sold?',
        answer: (
          <p>
            That is TDS (tax deducted at source) under section 194S of the Income-tax Act, which applies to
            every sale of crypto. We pay it to the government against your PAN; it appears in your Form 26AS
            and Annual Information Statement and counts towards the tax you owe.
          </p>
        ),
      },
      {
        id: 'tax',
        question: 'Do I pay tax on my crypto profits?',
        answer: (
          <p>
            Yes. Gains are taxed at 30% plus surcharge and cess; only the buying cost can be deducted, and
            losses cannot be set off against other income. Your trade history helps you or your tax adviser
            work it out. This is general information, not tax advice.
          </p>
        ),
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    items: [
      {
        id: 'protect',
        question: 'How do I keep my account safe?',
        answer: (
          <ul>
            <li>
              Use a password of {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters with a capital letter
              and a special character, used nowhere else.
            </li>
            <li>Turn on Google Authenticator in your profile for two-factor authentication.</li>
            <li>Never share your password, OTP or authenticator code with anyone — including us.</li>
            <li>Log out on shared devices.</li>
          </ul>
        ),
      },
      {
        id: 'scam',
        question: 'Someone from "Sikka" asked for my OTP. What should I do?',
        answer: (
          <p>
            Do not share it: it is a scam. Sikka never asks for OTPs, passwords or remote access to your
            phone, and never promises returns. Report it to us at {SUPPORT_CONTACT.email}, and to the
            cyber-crime helpline 1930.
          </p>
        ),
      },
      {
        id: 'safe',
        question: 'Is my money safe with Sikka?',
        answer: (
          <p>
            We protect accounts with OTPs, optional two-factor authentication and sessions scripts cannot
            read, and we verify every customer. But Sikka is not a bank: balances are not insured, and crypto
            prices can fall sharply. Please read our{' '}
            <Link to={contentHref('/in/policy/riskwarning')}>risk warning</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'help',
    title: 'Getting help',
    items: [
      {
        id: 'contact',
        question: 'How do I contact support?',
        answer: (
          <p>
            Call {SUPPORT_CONTACT.phone} or e-mail {SUPPORT_CONTACT.email}, {SUPPORT_HOURS_TEXT}. E-mail us
            from your registered address, with an order ID if your question is about an order.
          </p>
        ),
      },
    ],
  },
];

export default function FaqsPage() {
  return (
    <ContentPage
      path="/in/additional/faqs"
      eyebrow="Learn"
      lead={<p>Quick answers to the questions we are asked most. Choose a question to open its answer.</p>}
    >
      {TOPICS.map((topic) => (
        <Section key={topic.id} id={topic.id} title={topic.title}>
          <FaqAccordion items={topic.items} />
        </Section>
      ))}
      <Section id="more" title="Still have a question?">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
