// /in/more/paper-wallet 'More': a BTC or ETH paper wallet made in this browser — the address and its private key as
// text and QR codes, the warnings, a print layout. The key lives only in this component's state: never sent,
// stored, logged or put in the URL, and wiped on Clear or when the page is left.
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { generatePaperWallet, PAPER_CHAINS, type PaperChain, type PaperWallet } from '../utils/keys.ts';
import '../components/paperWallet.css';

const CHAIN_NAMES: Record<PaperChain, string> = { BTC: 'Bitcoin (BTC)', ETH: 'Ether (ETH)' };
const KEY_FORMAT: Record<PaperChain, string> = {
  BTC: 'WIF, compressed',
  ETH: 'hex',
};

const PAPER_WALLET_WARNINGS = [
  'Anyone who sees or copies the private key owns the coins. Sikka cannot recover or freeze them.',
  'Make it on a device you trust, with no one watching, then print it on a private printer — not at a shop, office or shared printer.',
  'Never photograph, screenshot, scan, e-mail or message the private key, and do not store it in the cloud.',
  'Send a small amount first and check it arrives before you store more on this wallet.',
  'Keep the paper dry and safe, ideally in two places. If the paper is lost, the coins are lost.',
  'To spend, import the whole balance into a wallet app at once; do not reuse the paper afterwards.',
] as const;

export default function PaperWalletPage() {
  const [chain, setChain] = useState<PaperChain>('BTC');
  const [wallet, setWallet] = useState<PaperWallet | null>(null);
  const [revealed, setRevealed] = useState(false);

  const generate = () => {
    setWallet(generatePaperWallet(chain));
    setRevealed(false);
  };
  const clear = () => {
    setWallet(null);
    setRevealed(false);
  };

  return (
    <section className="list-page paper-wallet" aria-labelledby="paper-wallet-title">
      <h1 id="paper-wallet-title" className="list-page__title">
        Paper wallet
      </h1>
      <p className="list-page__intro">
        Make a Bitcoin or Ether wallet on paper for long-term storage. The keys are made in this browser and
        never leave it: nothing is sent to Sikka or anyone else, and the page works offline once loaded.
      </p>
      <Notice tone="pending" title="Before you start">
        <ul className="paper-wallet__warnings">
          {PAPER_WALLET_WARNINGS.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </Notice>
      <div className="paper-wallet__controls">
        <ChoiceGroup
          legend="Coin"
          value={chain}
          options={PAPER_CHAINS.map((value) => ({ value, label: CHAIN_NAMES[value] }))}
          onChange={(value) => {
            setChain(value);
            clear();
          }}
        />
        <div className="paper-wallet__actions">
          <Button onClick={generate}>{wallet ? 'Generate another' : 'Generate wallet'}</Button>
          {wallet ? (
            <>
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <Button variant="ghost" onClick={clear}>
                Clear
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {wallet ? <WalletSheet wallet={wallet} revealed={revealed} onReveal={setRevealed} /> : null}
    </section>
  );
}

function WalletSheet({
  wallet,
  revealed,
  onReveal,
}: {
  wallet: PaperWallet;
  revealed: boolean;
  onReveal: (revealed: boolean) => void;
}) {
  const name = CHAIN_NAMES[wallet.chain];
  return (
    <article className="paper-wallet__sheet" aria-label={`${name} paper wallet`}>
      <div className="paper-wallet__half">
        <h2 className="paper-wallet__heading">Address — share to receive</h2>
        <QRCodeSVG value={wallet.address} size={160} marginSize={2} role="img" aria-label="Address QR code" />
        <p className="paper-wallet__text" data-testid="paper-wallet-address">
          {wallet.address}
        </p>
        <p className="paper-wallet__hint">{name}. Check the first and last characters when you pay in.</p>
      </div>
      <div className="paper-wallet__half paper-wallet__half--secret">
        <h2 className="paper-wallet__heading">Private key — keep secret</h2>
        <div
          className={revealed ? 'paper-wallet__secret' : 'paper-wallet__secret paper-wallet__secret--hidden'}
        >
          <QRCodeSVG
            value={wallet.privateKey}
            size={160}
            marginSize={2}
            role="img"
            aria-label="Private key QR code"
          />
          <p className="paper-wallet__text" data-testid="paper-wallet-key">
            {wallet.privateKey}
          </p>
        </div>
        <p className="paper-wallet__hint">
          Format: {KEY_FORMAT[wallet.chain]}. Whoever holds this key owns the coins.
        </p>
        <Button variant="link" className="paper-wallet__reveal" onClick={() => onReveal(!revealed)}>
          {revealed ? 'Hide private key' : 'Show private key'}
        </Button>
      </div>
    </article>
  );
}
