// Label–figure lines (a breakdown, an order's details) as a description list: each label a term, each
// figure its definition in tabular numbers, the last line (a total) optionally emphasised.
import type { ReactNode } from 'react';

export interface DataLine {
  key: string;
  label: ReactNode;
  value: ReactNode;
  emphasis?: boolean;
}

export function DataList({ lines, className }: { lines: readonly DataLine[]; className?: string }) {
  return (
    <dl className={['data-list', className ?? ''].filter(Boolean).join(' ')}>
      {lines.map((line) => (
        <div
          key={line.key}
          className={line.emphasis ? 'data-list__row data-list__row--total' : 'data-list__row'}
        >
          <dt>{line.label}</dt>
          <dd className="num">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
