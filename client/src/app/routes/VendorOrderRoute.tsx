// /in/vendor-order/<id> 'Vendor Order': a merchant's checkout. §2/§4: the shell skips its authentication check here,
// so this page asks for the session itself, quietly (no loader, error screen or clearing), and a visitor signs in
// inline, with the auth feature's own form and steps, and pays without leaving. Its own chunk.
import { orderIdOfPath } from '@sikka/shared/vendorOrder/rules';
import { InlineSignIn } from '../../features/auth/components/InlineSignIn.tsx';
import VendorOrderPage from '../../features/vendorOrder/pages/VendorOrderPage.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../session/sessionContext.ts';

export default function VendorOrderRoute({ pathname }: { pathname: string }) {
  const session = useSession();
  // The same query the shell's check uses (disabled here): its answer signs the whole app in or out.
  const check = trpc.auth.session.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { quiet: true },
  });
  return (
    <VendorOrderPage
      orderId={orderIdOfPath(pathname)}
      sessionKnown={check.data !== undefined || check.isError || session.signedIn}
      signedIn={session.signedIn}
      user={session.user}
      userLoading={session.userLoading}
      signIn={<InlineSignIn onSignedIn={(userId) => session.control.signIn(userId)} />}
    />
  );
}
