// /in/policy/coupons: coupon codes and referral codes at sign-up, and scratch-card rewards (docs/requirements.md §1, §3, §4).
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function CouponTermsPage() {
  return (
    <ContentPage
      path="/in/policy/coupons"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          From time to time Sikka offers coupon codes, referral rewards and scratch cards. These terms apply
          to all of them, alongside the particular conditions shown with each offer.
        </p>
      }
    >
      <Section id="kinds" title="The kinds of offer">
        <dl className="content-terms">
          <div>
            <dt>Coupon codes</dt>
            <dd>
              A code you enter when you sign up (or where an offer says), which gives you the benefit
              described with it — for example a reduced fee or a small amount of crypto.
            </dd>
          </div>
          <div>
            <dt>Referral codes</dt>
            <dd>
              A code a Sikka user shares with a friend. When the friend signs up with it and meets the
              conditions of the offer, one or both of you receive the reward described.
            </dd>
          </div>
          <div>
            <dt>Scratch cards</dt>
            <dd>
              Rewards that appear in your notifications and on the{' '}
              <Link to={PATHS.rewards}>rewards page</Link>. Tap "Click to view" to reveal what you have won;
              some rewards have a Redeem step that takes you to where they can be used.
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="rules" title="Rules for every offer">
        <ul>
          <li>
            Each offer shows what you get, what you must do to earn it, and until when. If the offer's own
            conditions differ from these terms, the offer's conditions apply to that offer.
          </li>
          <li>
            Rewards are credited only to verified accounts. If you have not completed verification when a
            reward is earned, it waits until you have, within the offer's validity.
          </li>
          <li>
            One reward per person per offer, unless the offer says otherwise. Codes cannot be combined unless
            the offer says they can.
          </li>
          <li>
            Rewards have no cash value and cannot be exchanged, transferred or sold, except crypto credited to
            your wallet, which is yours to hold or sell like any other.
          </li>
          <li>Codes expire on the date shown with the offer and cannot be used after it ends.</li>
        </ul>
      </Section>

      <Section id="crypto-rewards" title="Rewards paid in crypto">
        <p>
          A reward credited in crypto is worth whatever that crypto is worth at the time, and its value can
          fall as well as rise. The amount is fixed in crypto, or in rupees converted at our price when it is
          credited, as the offer states.
        </p>
        <p>
          Rewards may be taxable income for you. Where the law requires us to deduct or report tax on a
          reward, we will. This is general information, not tax advice.
        </p>
      </Section>

      <Section id="abuse" title="Fair use">
        <p>
          Offers are for genuine customers. We may withhold or reverse a reward, and close the accounts
          involved, if it was obtained through fake or duplicate accounts, self-referral, automated sign-ups,
          or any other abuse of an offer. We will tell you if we do.
        </p>
      </Section>

      <Section id="changes" title="Changing or ending an offer">
        <p>
          We may change or end an offer at any time, for example to stop abuse or if the law changes. Rewards
          you have already earned under the old conditions will be honoured.
        </p>
      </Section>

      <Section id="contact" title="Questions or a missing reward">
        <p>
          If you think a reward is missing, contact us within 30 days of completing the offer, with the code
          or offer name, and we will look into it. Our{' '}
          <Link to={contentHref('/in/policy/termsofuse')}>terms of use</Link> apply to everything else.
        </p>
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
