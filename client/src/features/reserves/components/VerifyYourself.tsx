// How to check a proof without this site: the standalone script, step by step, in plain words.
import { Hash } from './Hash.tsx';
export function VerifyYourself({ rootHash }: { rootHash: string | null }) {
  return (
    <ol className="reserves__steps">
      <li>
        Download your proof above. It is a small JSON file holding your balances, a random number only you are
        given, and the hashes and sums that lead from your entry up to the root.
      </li>
      <li>
        Get <code>scripts/verify-reserves.mjs</code> from Sikka's source code and read it: it is short and
        uses nothing but Node.js itself (version 20 or later), so you can see it sends nothing anywhere.
      </li>
      <li>
        Run it on your file with the root hash shown on this page:
        <pre className="reserves__command">
          <code>
            node verify-reserves.mjs my-proof.json --root{' '}
            {rootHash ? <Hash value={rootHash} /> : '<the root hash above>'}
          </code>
        </pre>
      </li>
      <li>
        It prints <code>INCLUDED</code> with your balances and the totals when your balances are counted under
        that root, or <code>NOT VERIFIED</code> and the reason when anything in the file has been changed.
      </li>
    </ol>
  );
}
