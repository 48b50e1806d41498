// /in/about/partners: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function PartnersPage() {
  return (
    <ContentPage
      path="/in/about/partners"
      eyebrow="About"
      lead={<p>The kinds of partners Sikka works with, what we ask of them, and how to work with us.</p>}
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
