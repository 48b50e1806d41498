// /in/policy/privacy-policy: what personal data Sikka collects, why, who receives it, how long it is kept,
// and the rights of a data principal under the Digital Personal Data Protection Act, 2023.
import { Link } from 'react-router-dom';
import { ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      path="/in/policy/privacy-policy"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          Running a crypto platform in India means handling sensitive information: your identity documents,
          your bank account and your trades. This policy explains what we collect, why, who sees it, how long
          we keep it and what you can ask of us.
        </p>
      }
    >
      <Section id="scope" title="Who this covers">
        <p>
          This policy applies to everyone who visits Sikka's website or apps, signs up, or trades with us,
          including the clients of our sub-brokers. Sikka is the data fiduciary for the personal data
          described here, under the Digital Personal Data Protection Act, 2023 and the Information Technology
          Act, 2000.
        </p>
      </Section>

      <Section id="collect" title="What we collect and why">
        <DataTable wide caption="Personal data we collect">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Examples</th>
              <th scope="col">Why we need it</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Account details</th>
              <td>Mobile number, e-mail address, name, password (stored only as a one-way hash).</td>
              <td>To create your account, sign you in and send one-time passwords.</td>
            </tr>
            <tr>
              <th scope="row">Identity and KYC</th>
              <td>
                PAN, details fetched with your consent through Aadhaar-based verification (with the Aadhaar
                number masked), date of birth, address, photo, occupation and income range.
              </td>
              <td>
                The law requires us to verify you before you trade (see our{' '}
                <Link to={contentHref('/in/policy/kyc')}>KYC policy</Link>), and PAN is needed for TDS.
              </td>
            </tr>
            <tr>
              <th scope="row">Bank details</th>
              <td>Account number, IFSC, account holder's name.</td>
              <td>To receive your rupee deposits and pay out withdrawals to an account in your name only.</td>
            </tr>
            <tr>
              <th scope="row">Transactions</th>
              <td>Orders, trades, deposits, withdrawals, wallet addresses, rewards.</td>
              <td>
                To carry out your instructions, keep your statements and meet tax and PMLA record-keeping.
              </td>
            </tr>
            <tr>
              <th scope="row">Technical data</th>
              <td>IP address, device and browser type, sign-in times, pages used.</td>
              <td>
                To keep accounts secure, limit repeated sign-in attempts, detect fraud and fix problems.
              </td>
            </tr>
            <tr>
              <th scope="row">Support conversations</th>
              <td>Calls, e-mails and what you tell us in them.</td>
              <td>To answer you and to improve our service.</td>
            </tr>
          </tbody>
        </DataTable>
        <p>
          Where the law lets us process data without consent — for example, to verify you and keep records as
          the PMLA requires — we rely on that. For anything else, such as marketing, we ask for your consent,
          and you can withdraw it at any time.
        </p>
      </Section>

      <Section id="share" title="Who we share it with">
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> working for us under contract: identity verification, banks and
            payment providers, SMS and e-mail delivery, cloud hosting, and customer support tools. They may
            use your data only to provide their service to us.
          </li>
          <li>
            <strong>An analytics service</strong>, which receives your mobile number, e-mail address, date of
            birth, device platform and events such as completing sign-up, so we can understand how Sikka is
            used and measure our campaigns. Passwords, OTPs, PAN and Aadhaar details are removed before any
            event leaves our servers.
          </li>
          <li>
            <strong>Your sub-broker</strong>, if you joined through one: your name, verification status and
            activity on the accounts they serve.
          </li>
          <li>
            <strong>Authorities</strong>: FIU-IND, the Income Tax Department, and law-enforcement agencies or
            courts, where the law requires or a lawful order directs us.
          </li>
        </ul>
      </Section>

      <Section id="security" title="How we protect it">
        <ul>
          <li>All traffic to Sikka is encrypted (HTTPS).</li>
          <li>
            Passwords are stored only as salted hashes with a slow, modern algorithm (argon2id), and one-time
            passwords only as keyed hashes: nobody at Sikka can read them.
          </li>
          <li>
            Your session is held in an encrypted cookie that scripts in the page cannot read (see our{' '}
            <Link to={contentHref('/in/policy/cookies')}>cookie policy</Link>).
          </li>
          <li>Staff access to personal data is limited to those who need it for their work, and logged.</li>
          <li>
            Our logs leave out secrets such as passwords, OTPs and tokens. If a breach ever affected your
            data, we would tell you and the Data Protection Board of India as the law requires.
          </li>
        </ul>
      </Section>

      <Section id="retention" title="How long we keep it">
        <ul>
          <li>
            Identity records and transaction records: at least five years after your account closes or the
            transaction ends, as the PMLA requires, and longer if tax law or an investigation requires it.
          </li>
          <li>Marketing preferences: until you withdraw consent.</li>
          <li>Technical logs: only as long as needed for security and troubleshooting.</li>
        </ul>
        <p>When we no longer need data and no law requires us to keep it, we delete or anonymise it.</p>
      </Section>

      <Section id="rights" title="Your rights">
        <p>Under the Digital Personal Data Protection Act, 2023 you can:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and who we have shared it with;</li>
          <li>ask us to correct, complete or update it;</li>
          <li>ask us to erase it, where we are not required by law to keep it;</li>
          <li>withdraw consent you have given, for example to marketing messages;</li>
          <li>nominate someone to exercise these rights if you die or become unable to;</li>
          <li>complain to us, and if you are not satisfied, to the Data Protection Board of India.</li>
        </ul>
        <p>
          Write to us from your registered e-mail address, or call from your registered mobile number, and we
          will verify that it is you before acting.
        </p>
      </Section>

      <Section id="children" title="Children">
        <p>Sikka is only for people aged 18 or over. We do not knowingly collect data about children.</p>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>
          If we change this policy in a way that matters, we will tell you by e-mail or in the app before the
          change takes effect. The date at the top shows when it last changed.
        </p>
      </Section>

      <Section id="grievance" title="Grievances and contact">
        <p>
          For any privacy question or complaint, contact our support team and ask for the Grievance Officer.
          We acknowledge every grievance and aim to resolve it within 15 days, telling you what we did.
        </p>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
