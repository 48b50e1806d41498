// §2 /in/profile/form: the declaration feature's form for a signed-in person, the invitation to log in for a
// visitor. Its own chunk, loaded when the form is first opened.

import DeclarationFormPage from '../../features/declaration/pages/DeclarationFormPage.tsx';
import { declarationEn } from '../../lib/i18n/declaration.en.ts';
import { addTexts, useTranslation } from '../../lib/i18n/i18n.ts';
import { VerifiedGate } from '../../ui/VerifiedGate.tsx';
import { useSession } from '../session/sessionContext.ts';
import '../../ui/accountPage.css';

addTexts({ declaration: declarationEn });

export default function DeclarationRoute() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.signedIn) return <DeclarationFormPage />;
  return (
    <section className="account-page">
      <VerifiedGate signedIn={false} user={null} userLoading={false} visitorText={t('declaration.visitor')}>
        {null}
      </VerifiedGate>
    </section>
  );
}
