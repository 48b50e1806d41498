// Whether a figure on screen is live: a dot and a word. 'Reconnecting' is amber and says the figures may be
// stale; the text changes are announced politely.
export type LiveBadgeState = 'connecting' | 'live' | 'reconnecting' | 'refused';

export function LiveBadge({ state, label }: { state: LiveBadgeState; label: string }) {
  return (
    <span className={`live-badge live-badge--${state}`} role="status" aria-live="polite">
      <span className="live-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
