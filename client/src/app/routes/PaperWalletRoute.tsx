// /in/more/paper-wallet 'More': the paper wallet, for anyone (keys are made in the browser; no account is needed).
// Its own chunk with the key libraries, loaded when first visited.
import PaperWalletPage from '../../features/paperWallet/pages/PaperWalletPage.tsx';

export default function PaperWalletRoute() {
  return <PaperWalletPage />;
}
