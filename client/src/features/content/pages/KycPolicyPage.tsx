// /in/policy/kyc: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function KycPolicyPage() {
  return (
    <ContentPage
      path="/in/policy/kyc"
      eyebrow="Policy"
      lead={
        <p>
          How Sikka verifies customers (PAN, Aadhaar-based verification, bank account) and meets its PMLA and
          FIU-IND obligations.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
