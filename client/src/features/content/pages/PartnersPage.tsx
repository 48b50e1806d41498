// /in/about/partners: the kinds of partners Sikka works with and what it asks of them. Partners are named only
// once an agreement allows it, so this page names none yet.
import { SITE, SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

const KINDS: readonly { title: string; text: string }[] = [
  {
    title: 'Banks and payments',
    text: 'Indian banks and payment providers carry your rupee deposits and withdrawals, always to and from accounts in your own name.',
  },
  {
    title: 'Identity verification',
    text: 'Authorised verification services check PAN details and run Aadhaar-based verification with your consent, so you can be verified without visiting an office.',
  },
  {
    title: 'Custody and security',
    text: 'Specialists in key management and wallet infrastructure help us keep the coins we hold for you secure.',
  },
  {
    title: 'Liquidity',
    text: 'Market makers place buy and sell orders on the exchange so that there is a fair price to trade at, even at quiet times.',
  },
  {
    title: 'Messaging',
    text: 'SMS and e-mail providers deliver your one-time passwords and account notices quickly and reliably.',
  },
  {
    title: 'Sub-brokers',
    text: 'Advisers and distributors who bring their clients to Sikka and serve them, under clear rules that protect those clients.',
  },
];

export default function PartnersPage() {
  return (
    <ContentPage
      path="/in/about/partners"
      eyebrow="About"
      lead={
        <p>
          No crypto platform works alone. Sikka relies on banks, verification services, security specialists
          and others. We choose them carefully, because your money and your data pass through their hands too.
        </p>
      }
    >
      <Section id="kinds" title="Who we work with">
        <ul className="content-cards">
          {KINDS.map((kind) => (
            <li key={kind.title} className="content-card">
              <h3>{kind.title}</h3>
              <p>{kind.text}</p>
            </li>
          ))}
        </ul>
        <p>
          We name a partner on this page once our agreement with them allows it. Until then we do not use any
          company's name or logo to promote Sikka.
        </p>
      </Section>

      <Section id="standards" title="What we ask of every partner">
        <ul>
          <li>Compliance with Indian law, including data protection, anti-money-laundering and tax rules.</li>
          <li>
            A written agreement limiting the personal data they receive to what their service needs, and
            requiring them to protect it and delete it when it is no longer needed.
          </li>
          <li>
            A security review before they connect to our systems, repeated as the relationship continues.
          </li>
          <li>
            Honest promotion: no promises of returns, and the crypto risk disclaimer wherever Sikka is
            promoted.
          </li>
        </ul>
        <p>
          Our <Link to={contentHref('/in/policy/privacy-policy')}>privacy policy</Link> explains which data
          partners receive and why.
        </p>
      </Section>

      <Section id="work-with-us" title="Work with us">
        <ul>
          <li>
            <strong>Advisers and distributors:</strong> see the{' '}
            <Link to={contentHref('/in/info/feature-subbroker/intro')}>sub-broker programme</Link>.
          </li>
          <li>
            <strong>Developers and integrators:</strong> start with our{' '}
            <Link to={contentHref('/in/support/api-documentation')}>API documentation</Link>.
          </li>
          <li>
            <strong>Coin projects:</strong> use the <a href={SITE.listingForm}>coin listing form</a>; read how
            we choose coins on the <Link to={contentHref('/in/about/coin-list')}>coin list</Link>.
          </li>
          <li>
            <strong>Banks, payment and verification providers:</strong> write to {SUPPORT_CONTACT.email} with
            "Partnership" in the subject, and we will put you in touch with the right person.
          </li>
        </ul>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
