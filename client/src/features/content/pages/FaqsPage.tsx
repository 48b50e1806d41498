// /in/additional/faqs: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function FaqsPage() {
  return (
    <ContentPage
      path="/in/additional/faqs"
      eyebrow="Learn"
      lead={
        <p>
          Answers on accounts, verification, deposits and withdrawals, trading, fees, taxes and security on
          Sikka.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
