// /in/policy/termsofuse: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function TermsOfUsePage() {
  return (
    <ContentPage
      path="/in/policy/termsofuse"
      eyebrow="Policy"
      lead={
        <p>
          The terms on which Sikka offers its platform: eligibility, your account, trading, fees and
          liability.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
