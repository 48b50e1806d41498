// Sikka's mark: a teal coin with a rupee-like stroke; decorative unless given a label.
export function Logo({ size = 32, label, className }: { size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="var(--brand)" />
      <circle
        cx="24"
        cy="24"
        r="17"
        fill="none"
        stroke="var(--on-brand)"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <path
        d="M17 16h14M17 22h14M20 16c6 0 8 3 8 6s-2 6-8 6h-3l11 9"
        fill="none"
        stroke="var(--on-brand)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
