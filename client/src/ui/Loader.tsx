// Loading states: the full-screen logo loader of the authentication check (docs/requirements.md §2) and a small spinner.
import { Logo } from './Logo.tsx';

export function Spinner({ label }: { label?: string }) {
  if (!label) return <span className="spinner" aria-hidden="true" />;
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** §2 a full-screen logo loader while the authentication check is pending. */
export function FullScreenLoader({ label = 'Loading Sikka' }: { label?: string }) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Logo size={56} className="full-screen-loader__logo" />
      <span className="full-screen-loader__bar" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
