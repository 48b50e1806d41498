// A page of the person's own things: for a visitor, the invitation to log in or get started in its place.
import type { ReactNode } from 'react';
import { VerifiedGate } from '../../ui/VerifiedGate.tsx';
import { useSession } from '../session/sessionContext.ts';

export function SignedInOnly({ visitorText, children }: { visitorText: string; children: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn) return <>{children}</>;
  return (
    <section className="list-page">
      <VerifiedGate signedIn={false} user={null} userLoading={false} visitorText={visitorText}>
        {null}
      </VerifiedGate>
    </section>
  );
}
