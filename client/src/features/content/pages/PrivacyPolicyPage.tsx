// /in/policy/privacy-policy: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      path="/in/policy/privacy-policy"
      eyebrow="Policy"
      lead={
        <p>
          What personal data Sikka collects, why, how long we keep it, who we share it with, and your rights
          under Indian law.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
