// /in/about/proof-of-reserves: the latest proof-of-reserves snapshot (what Sikka owes its users per asset, what it
// holds, the ratio), a signed-in user's proof downloaded and verified in the browser, any proof file checked, and
// how to check one with the standalone script (docs/reserves.md).

import type { ReserveSnapshot } from '@sikka/shared/reserves/schemas';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useLatestSnapshot, useProofFetcher } from '../api/reserves.ts';
import { ProofResult } from '../components/ProofResult.tsx';
import { SnapshotSummary } from '../components/SnapshotSummary.tsx';
import { VerifyYourself } from '../components/VerifyYourself.tsx';
import { checkProofText, type ProofCheck, proofFileName } from '../utils/proofCheck.ts';
import '../components/reserves.css';

/** Saves `text` as a file the browser downloads. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function YourProof({ snapshot, signedIn }: { snapshot: ReserveSnapshot; signedIn: boolean }) {
  const fetchProof = useProofFetcher();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!signedIn)
    return (
      <p>
        <Link className={buttonClasses('secondary')} to={authPagePath('login')}>
          Log in
        </Link>{' '}
        to download your own proof for this snapshot.
      </p>
    );
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const proof = await fetchProof(snapshot.id);
      const text = `${JSON.stringify(proof, null, 2)}\n`;
      saveFile(proofFileName(snapshot.id, proof.leaf.userId), text);
      setCheck(checkProofText(text, snapshot.root, snapshot.id));
    } catch (failure) {
      setCheck(null);
      setError(appErrorOf(failure).message ?? 'Your proof could not be fetched. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        Your proof is checked here, in your browser, against the root hash published above, as it downloads.
      </p>
      <Button variant="primary" busy={busy} onClick={() => void download()}>
        Download and verify my proof
      </Button>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {check ? <ProofResult check={check} /> : null}
    </>
  );
}

function CheckAFile({ snapshot }: { snapshot: ReserveSnapshot }) {
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCheck(checkProofText(await file.text(), snapshot.root, snapshot.id));
  };
  return (
    <>
      <label className="reserves__file">
        <span>A proof file (.json)</span>
        <input type="file" accept=".json,application/json" onChange={(event) => void pick(event)} />
      </label>
      {check ? <ProofResult check={check} /> : null}
    </>
  );
}

export default function ProofOfReservesPage({ signedIn }: { signedIn: boolean }) {
  const latest = useLatestSnapshot();
  const snapshot = latest.data?.snapshot ?? null;
  let summary: React.ReactNode;
  if (latest.isError)
    summary = (
      <FailedNotice title="The latest snapshot could not be loaded." onRetry={() => void latest.refetch()}>
        {appErrorOf(latest.error).message}
      </FailedNotice>
    );
  else if (!latest.data)
    summary = (
      <div role="status" className="reserves__loading">
        <span className="visually-hidden">Loading the latest snapshot</span>
        <Skeleton width="100%" height="1.25rem" />
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  else if (!snapshot)
    summary = (
      <Notice tone="info" title="No snapshot has been published yet">
        The first one is taken within a day. Come back then to see what Sikka owes and holds, and to check
        your own balances are counted.
      </Notice>
    );
  else summary = <SnapshotSummary snapshot={snapshot} />;

  return (
    <article className="reserves" aria-labelledby="reserves-title">
      <header className="reserves__header">
        <p className="reserves__eyebrow">About Sikka</p>
        <h1 id="reserves-title">Proof of Reserves</h1>
        <p className="reserves__lead">
          Every day we add up what we owe each of you, coin by coin, into one fingerprint (the root hash) and
          the totals, and set them beside what we hold. You can check that your own balances are counted in
          those totals, without anyone learning who anyone else is.
        </p>
      </header>
      <section aria-labelledby="reserves-latest">
        <h2 id="reserves-latest">The latest snapshot</h2>
        {summary}
      </section>
      {snapshot ? (
        <>
          <section aria-labelledby="reserves-yours">
            <h2 id="reserves-yours">Your proof</h2>
            <YourProof snapshot={snapshot} signedIn={signedIn} />
          </section>
          <section aria-labelledby="reserves-check">
            <h2 id="reserves-check">Check a proof file</h2>
            <p>Pick a proof file you downloaded before: it is checked here against the root hash above.</p>
            <CheckAFile snapshot={snapshot} />
          </section>
        </>
      ) : null}
      <section aria-labelledby="reserves-yourself">
        <h2 id="reserves-yourself">Check it yourself, without this site</h2>
        <VerifyYourself rootHash={snapshot?.root.hash ?? null} />
        <p className="reserves__note">
          What a proof shows: if it verifies, your balances are in the published totals, and nobody's balance
          can be negative in them. It cannot show that people who never check are included: the more of you
          check, the less room there is to leave anyone out. The reserves are the balances of our wallets,
          attested separately.
        </p>
      </section>
    </article>
  );
}
