// The built-in maintenance illustration (§2: used when no image address is supplied): a server rack and a
// turning gear in the brand's teal, drawn inline so it shows offline.
export function MaintenanceIllustration({ label }: { label: string }) {
  return (
    <svg className="maintenance__illustration" viewBox="0 0 320 240" role="img" aria-label={label}>
      <ellipse cx="160" cy="214" rx="128" ry="12" fill="var(--brand-tint)" opacity="0.7" />
      <rect
        x="70"
        y="52"
        width="120"
        height="156"
        rx="12"
        fill="var(--bg)"
        stroke="var(--border-strong)"
        strokeWidth="2"
      />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(0 ${row * 48})`}>
          <rect x="84" y="66" width="92" height="36" rx="6" fill="var(--surface-sunken)" />
          <circle cx="98" cy="84" r="4" fill={row === 1 ? 'var(--pending)' : 'var(--brand)'} />
          <rect x="110" y="80" width="52" height="8" rx="4" fill="var(--border)" />
        </g>
      ))}
      <g transform="translate(222 96)">
        <g className="maintenance__gear">
          <circle r="34" fill="var(--brand)" />
          {Array.from({ length: 8 }, (_, index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: eight fixed teeth of one drawing
              key={index}
              x="-7"
              y="-44"
              width="14"
              height="16"
              rx="3"
              fill="var(--brand)"
              transform={`rotate(${index * 45})`}
            />
          ))}
          <circle r="13" fill="var(--bg)" />
        </g>
      </g>
      <g transform="translate(250 168)">
        <circle r="18" fill="var(--brand-strong)" />
        <circle r="7" fill="var(--bg)" />
      </g>
      <path
        d="M40 120c0-22 18-40 40-40"
        fill="none"
        stroke="var(--brand)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
    </svg>
  );
}
