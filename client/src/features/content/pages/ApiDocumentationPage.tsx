// /in/support/api-documentation: first draft; the full text follows.
import { ContentPage, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';

export default function ApiDocumentationPage() {
  return (
    <ContentPage
      path="/in/support/api-documentation"
      eyebrow="Support"
      lead={
        <p>
          How to call Sikka's API: tRPC over HTTP and websockets at /trpc, the procedures, batching and the
          error shape.
        </p>
      }
    >
      <Section id="contact" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
