// /in/policy/kyc: the KYC and AML policy — PAN, Aadhaar-based verification, bank account, re-KYC, PMLA and
// FIU-IND reporting. docs/requirements.md §3/§4/§6: verification statuses, Re-KYC Needed, actions need a verified profile.
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function KycPolicyPage() {
  return (
    <ContentPage
      path="/in/policy/kyc"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          We have to know who our customers are. This policy explains what we check before you can trade, why
          Indian law requires it, and how we watch for money laundering and the financing of terrorism.
        </p>
      }
    >
      <Section id="why" title="Why we verify you">
        <p>
          Since March 2023, businesses that exchange, transfer or hold virtual digital assets for others are
          "reporting entities" under the Prevention of Money Laundering Act, 2002 (PMLA). Like banks, they
          must verify each customer's identity, keep records, watch for suspicious activity and report to the
          Financial Intelligence Unit – India (FIU-IND). Sikka follows the PMLA, the Prevention of Money
          Laundering (Maintenance of Records) Rules, 2005, and FIU-IND's guidelines for virtual digital asset
          service providers.
        </p>
        <p>
          Verification also protects you: it makes it much harder for someone else to open an account in your
          name or to withdraw your money to their bank.
        </p>
      </Section>

      <Section id="checks" title="What we check">
        <DataTable wide caption="Verification checks">
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">What we ask for</th>
              <th scope="col">What we confirm</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">PAN</th>
              <td>Your Permanent Account Number (10 characters, like ABCDE1234F).</td>
              <td>
                The PAN is valid and operative, and the name and date of birth on it match yours. PAN is
                mandatory: tax law requires it for TDS on your sales.
              </td>
            </tr>
            <tr>
              <th scope="row">Aadhaar-based verification</th>
              <td>Consent to fetch your Aadhaar details through DigiLocker or Aadhaar OTP.</td>
              <td>
                Your name, date of birth, photo and address. We keep only a masked Aadhaar number (the last
                four digits), never the full number. You may use another officially valid document, such as a
                passport, voter ID or driving licence, for your address instead.
              </td>
            </tr>
            <tr>
              <th scope="row">Live photo</th>
              <td>A selfie taken in the app.</td>
              <td>That you are the person in the documents, and present in person.</td>
            </tr>
            <tr>
              <th scope="row">Bank account</th>
              <td>An Indian bank account in your own name.</td>
              <td>
                That the account holder's name matches yours, by sending a small test credit. Rupees are only
                ever withdrawn to a verified account of yours.
              </td>
            </tr>
            <tr>
              <th scope="row">Personal details</th>
              <td>Occupation, income range and the source of the money you trade with.</td>
              <td>That your trading fits your profile; this sets your risk category.</td>
            </tr>
          </tbody>
        </DataTable>
        <p>
          One person may hold one Sikka account. We do not open accounts for anyone under 18, for names that
          cannot be verified, or for people named on sanctions lists.
        </p>
      </Section>

      <Section id="status" title="Your verification status">
        <dl className="content-terms">
          <div>
            <dt>Unverified</dt>
            <dd>
              You have not finished verification. You can look around, but buying, selling, deposits and
              withdrawals need a verified profile. Start from{' '}
              <Link to={PATHS.profileSetup}>Get Verified</Link>.
            </dd>
          </div>
          <div>
            <dt>Pending</dt>
            <dd>
              Your documents are under review. We tell you as soon as the review is done, and if something
              needs fixing, exactly what.
            </dd>
          </div>
          <div>
            <dt>Verified</dt>
            <dd>You can use every feature open to your account.</dd>
          </div>
          <div>
            <dt>Re-KYC Needed</dt>
            <dd>We need you to verify again (see below). Until you do, some actions are paused.</dd>
          </div>
        </dl>
      </Section>

      <Section id="re-kyc" title="Re-KYC: verifying again">
        <p>Verification is not a one-off. We ask you to verify again:</p>
        <ul>
          <li>periodically, more often for accounts in a higher risk category;</li>
          <li>when a document expires, or your name, address or bank account changes;</li>
          <li>when the details we hold no longer match what we see, or look incomplete;</li>
          <li>when the law or FIU-IND guidance changes what must be collected.</li>
        </ul>
        <p>
          When re-KYC is due, your profile shows <strong>Re-KYC Needed</strong> and we say so when you sign
          in. Trading and withdrawals are paused until you complete it; your balances stay yours and
          untouched.
        </p>
      </Section>

      <Section id="monitoring" title="Ongoing monitoring">
        <ul>
          <li>
            <strong>Risk-based approach.</strong> Each account has a risk category (low, medium or high) based
            on its profile and activity. Higher-risk accounts get enhanced due diligence, such as questions
            about the source of funds.
          </li>
          <li>
            <strong>Transaction monitoring.</strong> We look for patterns such as unusually large or rapid
            movements, trading that does not fit a profile, or funds passing straight through an account.
          </li>
          <li>
            <strong>Screening.</strong> We check customers against the sanctions lists of the UN Security
            Council and the lists notified under Indian law, and identify politically exposed persons.
          </li>
          <li>
            <strong>Transfers to other platforms.</strong> For crypto sent to or received from another
            platform or wallet, we may ask who owns it, so that information travels with the transfer as the
            guidelines require.
          </li>
          <li>
            <strong>Declaration forms.</strong> Some deposits and withdrawals are held until you complete and
            e-sign a short declaration about them. The app tells you when this applies.
          </li>
        </ul>
      </Section>

      <Section id="reporting" title="Reporting to FIU-IND">
        <ul>
          <li>
            We report suspicious transactions to FIU-IND, and file the other reports the PMLA rules require,
            within the time limits they set.
          </li>
          <li>
            The law does not allow us to tell a customer that a report about them has been made or is being
            considered.
          </li>
          <li>
            A designated director and a principal officer are responsible for our compliance with the PMLA,
            and our staff are trained to recognise and escalate suspicious activity.
          </li>
          <li>
            We respond to lawful requests from law-enforcement and tax authorities, and freeze or block
            accounts when a lawful order requires it.
          </li>
        </ul>
      </Section>

      <Section id="records" title="Records we keep">
        <p>
          We keep identity records and records of every transaction for at least five years after your account
          is closed or the transaction is done, as the PMLA requires, even if you ask us to delete your data
          sooner. Our <Link to={contentHref('/in/policy/privacy-policy')}>privacy policy</Link> explains how
          that data is protected.
        </p>
      </Section>

      <Section id="contact" title="Questions about verification">
        <p>
          If your verification is stuck or was rejected and you are not sure why, contact us with your
          registered mobile number. We will never ask for your password or OTP.
        </p>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
