// /in/policy/cookies: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function CookiePolicyPage() {
  return (
    <ContentPage
      path="/in/policy/cookies"
      eyebrow="Policy"
      lead={
        <p>
          The cookies and browser storage Sikka uses, what each one holds, and why your session is never
          readable by scripts.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
