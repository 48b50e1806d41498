// /in/company/newsroom: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function NewsroomPage() {
  return (
    <ContentPage
      path="/in/company/newsroom"
      eyebrow="Company"
      lead={<p>Announcements from Sikka, and how journalists can reach us.</p>}
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
