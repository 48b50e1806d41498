// The loading and error states of the content pages' live data: skeleton rows, then what failed and a retry.
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';

/** Keys for placeholders, which have no identity of their own: 'row-0', 'row-1'… */
function placeholders(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
}

export function SkeletonRows({ rows, columns, label }: { rows: number; columns: number; label: string }) {
  return (
    <div className="content-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {placeholders('row', rows).map((row) => (
        <div
          key={row}
          className="content-skeleton__row"
          style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
        >
          {placeholders(row, columns).map((cell) => (
            <Skeleton key={cell} height="1.25rem" />
          ))}
        </div>
      ))}
    </div>
  );
}

export function LoadError({
  what,
  message,
  onRetry,
  retrying,
}: {
  /** What could not be loaded, e.g. 'live prices'. */
  what: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="content-error" role="alert">
      <p className="content-error__title">We couldn't load the {what}.</p>
      <p className="content-error__message">{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry} busy={retrying} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
