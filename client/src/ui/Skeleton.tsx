// Loading placeholders (docs/interface.md: skeletons, not spinners, for content that is on its way).
import type { CSSProperties } from 'react';

export function Skeleton({
  width,
  height = '1em',
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** A page's worth of skeleton lines while a route's code loads; says so to assistive technology once. */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
      <Skeleton width="100%" height="8rem" />
    </div>
  );
}
