// /in/wallet/tax: the tax year's VDA report (docs/tax.md). Its own chunk, loaded when the page is first visited.
import TaxPage from '../../features/tax/pages/TaxPage.tsx';
import { useSession } from '../session/sessionContext.ts';

export default function TaxRoute() {
  const session = useSession();
  return <TaxPage signedIn={session.signedIn} />;
}
