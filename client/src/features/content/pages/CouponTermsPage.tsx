// /in/policy/coupons: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function CouponTermsPage() {
  return (
    <ContentPage
      path="/in/policy/coupons"
      eyebrow="Policy"
      lead={
        <p>
          How Sikka coupon codes, referral codes and scratch-card rewards work, and the rules that apply to
          them.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
