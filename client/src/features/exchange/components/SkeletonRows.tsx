// Placeholder rows of the order book's and trades' tables while their data is on its way: a bar per cell, as tall as a
// row of figures (1lh of the table's type) and about as wide as its figures, so the loading table is as tall as the
// loaded one and its columns (and so its head's wrapping) about as wide.
import { Skeleton } from '../../../ui/Skeleton.tsx';

export function SkeletonRows({ count, widths }: { count: number; widths: readonly string[] }) {
  return Array.from({ length: count }, (_, row) => (
    <tr key={`row-${row.toString()}`} className="book-row">
      {widths.map((width, cell) => (
        <td key={`cell-${cell.toString()}`} className={cell === 0 ? undefined : 'cell-right'}>
          <Skeleton width={width} height="1lh" />
        </td>
      ))}
    </tr>
  ));
}
