// The latest snapshot: its root hash, time, ledger position and accounts, then per asset what is owed to users, the
// reserves held and the ratio between them.
import { formatMoney } from '@sikka/shared/money/amount';
import type { ReserveSnapshot } from '@sikka/shared/reserves/schemas';
import { Hash } from './Hash.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function SnapshotSummary({ snapshot }: { snapshot: ReserveSnapshot }) {
  return (
    <>
      <dl className="reserves__facts">
        <div>
          <dt>Root hash</dt>
          <dd>
            <Hash value={snapshot.root.hash} testId="root-hash" />
          </dd>
        </div>
        <div>
          <dt>Taken</dt>
          <dd>
            <time dateTime={snapshot.taken_at}>{when(snapshot.taken_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Snapshot</dt>
          <dd className="num">
            #{snapshot.id}, at ledger entry {snapshot.ledger_position}
          </dd>
        </div>
        <div>
          <dt>Accounts counted</dt>
          <dd className="num">{snapshot.user_count.toLocaleString('en-IN')}</dd>
        </div>
      </dl>
      <div className="reserves__table-wrap">
        <table className="reserves__table">
          <caption>Liabilities and reserves per asset</caption>
          <thead>
            <tr>
              <th scope="col">Asset</th>
              <th scope="col">Owed to users</th>
              <th scope="col">of which in escrow</th>
              <th scope="col">Reserves</th>
              <th scope="col">Reserve ratio</th>
            </tr>
          </thead>
          <tbody>
            {snapshot.assets.map((line) => (
              <tr key={line.asset}>
                <th scope="row">{line.asset}</th>
                <td className="num">{formatMoney(line.asset, line.liabilities)}</td>
                <td className="num">{formatMoney(line.asset, line.escrow)}</td>
                <td className="num">{formatMoney(line.asset, line.reserves)}</td>
                <td className="num">
                  {line.ratio_percent === null ? 'nothing owed' : `${line.ratio_percent}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
