// The verdict on a proof file, in words: included with the user's balances, or not verified naming what failed.
import { Notice } from '../../../ui/Notice.tsx';
import type { ProofCheck } from '../utils/proofCheck.ts';
import { Hash } from './Hash.tsx';

export function ProofResult({ check }: { check: ProofCheck }) {
  if (check.ok)
    return (
      <Notice tone="success" title={`Included: user ${check.userId} is counted in this snapshot`}>
        <p>
          Your proof leads to the published root hash <Hash value={check.rootHash} /> and to exactly the
          published totals, so these balances are counted in them:
        </p>
        <ul className="reserves__balances">
          {check.balances.map((line) => (
            <li key={line.asset}>
              <span>{line.asset}</span> <strong className="num">{line.amount}</strong>
            </li>
          ))}
        </ul>
      </Notice>
    );
  return (
    <Notice tone="error" title={`Not verified (${check.reason})`}>
      <p data-testid="proof-failure">{check.message}</p>
      {check.otherSnapshot !== null ? (
        <p>
          This file is a proof of snapshot {check.otherSnapshot}, not of the one shown here: check it against
          that snapshot's root hash with the script below.
        </p>
      ) : null}
    </Notice>
  );
}
