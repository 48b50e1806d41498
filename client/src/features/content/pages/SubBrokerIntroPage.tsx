// /in/info/feature-subbroker/intro/: the sub-broker programme (docs/requirements.md §1, §6: sub-brokers have their own
// menu and an OTP flow for client withdrawals).
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button.tsx';
import { Callout, ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function SubBrokerIntroPage() {
  return (
    <ContentPage
      path="/in/info/feature-subbroker/intro"
      eyebrow="Products"
      lead={
        <p>
          Many people want to buy crypto with someone they know beside them. Our sub-broker programme lets
          financial advisers, distributors and other trusted professionals bring their clients to Sikka and
          serve them from one place.
        </p>
      }
    >
      <Section id="who" title="Who it is for">
        <ul>
          <li>Financial advisers, insurance and mutual fund distributors who are asked about crypto.</li>
          <li>Businesses and professionals with a client base that wants a trustworthy Indian platform.</li>
          <li>People willing to take responsibility for how they describe crypto to others.</li>
        </ul>
      </Section>

      <Section id="how" title="How it works">
        <ol className="content-steps">
          <li>
            <strong>You apply and are verified.</strong> You complete KYC like any user, then apply to the
            programme. We review each application and sign a sub-broker agreement with those we accept.
          </li>
          <li>
            <strong>Your clients join.</strong> A new client enters your sub-broker code when they sign up;
            someone already on Sikka accepts your invitation with a one-time password. Each completes their
            own verification, and their money and coins stay in their own account.
          </li>
          <li>
            <strong>You serve them.</strong> A Sub-Broker section in your menu shows your clients and their
            activity, so you can help them place orders and answer their questions.
          </li>
          <li>
            <strong>Clients stay in control of withdrawals.</strong> A withdrawal you start for a client goes
            only to the client's own bank account, and only with the one-time password we send the client
            (naming the amount and your business), or their authenticator code if they use one. You can never
            move a client's money without them.
          </li>
          <li>
            <strong>You earn.</strong> You receive a share of the platform fees your clients pay, as set out
            in your agreement, with monthly and yearly statements per client (as CSV or PDF) of their trades,
            fees, taxes and what you earned.
          </li>
        </ol>
      </Section>

      <Section id="duties" title="What we ask of you">
        <ul>
          <li>
            Never ask for a client's password or hold their money. A client's one-time password or
            authenticator code is for the one withdrawal they asked you to start, and for nothing else.
          </li>
          <li>
            Never promise returns or describe crypto as safe. Say plainly that it is unregulated in India and
            risky, and point clients to our{' '}
            <Link to={contentHref('/in/policy/riskwarning')}>risk warning</Link>.
          </li>
          <li>
            Do not present yourself as Sikka staff, or as regulated by SEBI or the RBI for crypto. Any
            promotion you make must carry the risk disclaimer that Indian advertising rules require for
            crypto.
          </li>
          <li>
            Tell us at once if you suspect fraud or misuse of a client's account. Our{' '}
            <Link to={contentHref('/in/policy/kyc')}>KYC and AML policy</Link> applies to you and your
            clients.
          </li>
        </ul>
        <Callout>
          <p>
            Breaking these rules ends the agreement. We may also contact your clients directly to protect
            them.
          </p>
        </Callout>
      </Section>

      <Section id="apply" title="How to apply">
        <p>
          Create your Sikka account and complete verification first. Then open{' '}
          <Link to={PATHS.subBroker}>Sub-Broker</Link> from the menu to apply, or contact us and we will walk
          you through it.
        </p>
        <div className="content-actions">
          <Link className={buttonClasses('primary')} to={authPagePath('sign-up')}>
            Create your account
          </Link>
        </div>
        <SupportContact heading="Talk to us about the programme" />
      </Section>
    </ContentPage>
  );
}
