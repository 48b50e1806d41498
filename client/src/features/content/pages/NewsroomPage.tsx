// /in/company/newsroom: Sikka's announcements (dated per docs/requirements.md §9), press contact and brand notes.
import { COINS, SUPPORT_HOURS_TEXT } from '@sikka/shared/constants';
import { SITE, SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { contentHref } from '../contentPaths.ts';
import { formatDay } from '../utils/dates.ts';

interface Announcement {
  id: string;
  /** 'yyyy-MM-dd' */
  date: string;
  title: string;
  body: ReactNode;
}

/** Newest first. */
const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'api-documented',
    date: '2026-11-21',
    title: 'Our API, documented',
    body: (
      <p>
        The API behind the Sikka web app is now described in full in our{' '}
        <Link to={contentHref('/in/support/api-documentation')}>API documentation</Link>: how to call it over
        HTTP and websockets, how signing in works, every procedure, and the one error shape they all share.
        Prices and fees need no account; your own data needs a signed-in session.
      </p>
    ),
  },
  {
    id: 'fees-published',
    date: '2026-11-20',
    title: 'Our fee schedule is public, and always current',
    body: (
      <p>
        The <Link to={contentHref('/in/support/fees')}>fees page</Link> now reads the fee schedule straight
        from the system that prices every order: spread, platform fee, 18% GST on the fee and 1% TDS on sales,
        with a worked example of a ₹10,000 purchase and sale. When a rate changes, the page changes with it.
      </p>
    ),
  },
  {
    id: 'safer-sign-in',
    date: '2026-11-16',
    title: 'A safer way to stay signed in',
    body: (
      <p>
        Your Sikka session now lives only in an encrypted cookie that scripts in the page cannot read, so it
        cannot be copied out of your browser. Sign-in pairs your password with a one-time password or a Google
        Authenticator code, and repeated attempts are limited. Our{' '}
        <Link to={contentHref('/in/policy/cookies')}>cookie policy</Link> lists exactly what we keep in your
        browser.
      </p>
    ),
  },
];

export default function NewsroomPage() {
  return (
    <ContentPage
      path="/in/company/newsroom"
      eyebrow="Company"
      lead={
        <p>
          News from Sikka: what we have launched, what has changed and what is coming. For longer reads, visit
          our <a href={SITE.blog}>blog</a>.
        </p>
      }
    >
      <Section id="announcements" title="Announcements">
        {ANNOUNCEMENTS.map((item) => (
          <article key={item.id} className="content-card" aria-labelledby={`news-${item.id}`}>
            <p className="content-note">
              <time dateTime={item.date}>{formatDay(item.date)}</time>
            </p>
            <h3 id={`news-${item.id}`}>{item.title}</h3>
            {item.body}
          </article>
        ))}
      </Section>

      <Section id="facts" title="Sikka at a glance">
        <dl className="content-terms">
          <div>
            <dt>What we do</dt>
            <dd>
              An Indian platform to buy, sell and trade crypto against rupees: instant buy and sell, an
              order-book exchange, and a wallet for rupees and coins.
            </dd>
          </div>
          <div>
            <dt>Coins</dt>
            <dd>{COINS.join(', ')}, each traded against the Indian rupee.</dd>
          </div>
          <div>
            <dt>Customers</dt>
            <dd>Adults resident in India, each verified with PAN and an Aadhaar-based check.</dd>
          </div>
          <div>
            <dt>Our name</dt>
            <dd>"Sikka" means "coin" in Hindi and Urdu.</dd>
          </div>
          <div>
            <dt>Regulation</dt>
            <dd>
              Crypto is not regulated in India. Sikka follows anti-money-laundering law (PMLA) and tax law,
              and says plainly that crypto is risky; see our{' '}
              <Link to={contentHref('/in/policy/riskwarning')}>risk warning</Link>.
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="press" title="Press enquiries">
        <p>
          Journalists can write to <a href={SUPPORT_CONTACT.emailHref}>{SUPPORT_CONTACT.email}</a> with
          "Press" in the subject line, or call <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</a>
          , {SUPPORT_HOURS_TEXT}. Please tell us your publication and deadline.
        </p>
      </Section>

      <Section id="brand" title="Using our name and logo">
        <ul>
          <li>Write our name as "Sikka", with a capital S.</li>
          <li>Our logo is a teal coin. Please do not recolour, stretch or add effects to it.</li>
          <li>Ask us for logo files and product screenshots; we are happy to send them.</li>
          <li>
            When writing about buying crypto on Sikka, please include that crypto is unregulated and risky.
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
