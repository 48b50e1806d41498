// Line icons drawn inline (no icon font, no image host: the machine and many users' networks are offline),
// 24×24, stroked in currentColor; decorative unless given a label. Coins carry their own brand colours.
import type { ReactNode } from 'react';

const PATHS = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
  instant: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  exchange: (
    <>
      <path d="M4 8h13l-3.5-3.5" />
      <path d="M20 16H7l3.5 3.5" />
    </>
  ),
  wallet: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h13v4" />
      <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
      <path d="M16 14.5h.01" />
    </>
  ),
  uma: (
    <>
      <path d="M7 17 17 7" />
      <path d="M9 7h8v8" />
      <path d="M4 20h16" />
    </>
  ),
  lending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 15 15 9" />
      <path d="M9.5 9.5h.01M14.5 14.5h.01" />
    </>
  ),
  basket: (
    <>
      <path d="M3 9h18l-2 11H5z" />
      <path d="m8 9 4-6 4 6" />
      <path d="M10 13v4M14 13v4" />
    </>
  ),
  subBroker: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18.5 20a6.5 6.5 0 0 0-2.5-5.1" />
    </>
  ),
  shop: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  more: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1.5" />
      <rect x="14" y="4" width="6" height="6" rx="1.5" />
      <rect x="4" y="14" width="6" height="6" rx="1.5" />
      <rect x="14" y="14" width="6" height="6" rx="1.5" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 8l-4 4 4 4" />
      <path d="M6 12h10" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  messages: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7" />
      <path d="M12 17h.01" />
    </>
  ),
  about: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  policy: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13" />
      <path d="M12 8c-1.5-3-5-3.5-5-1.2C7 8 9 8 12 8zM12 8c1.5-3 5-3.5 5-1.2C17 8 15 8 12 8z" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />,
  phone: (
    <path d="M5 3h3.5l1.5 5-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 5 1.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6 8.5-6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  external: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
  tools: <path d="M14.5 5.5a4 4 0 0 0 4.9 4.9L21 12l-9 9-2.5-2.5 7.6-7.6a4 4 0 0 1-4.9-4.9zM3 21l5-5" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

type CoinIconName = 'bitcoin' | 'ether' | 'usdt';

const COIN_GLYPHS: Record<CoinIconName, { fill: string; glyph: ReactNode }> = {
  bitcoin: {
    fill: '#f7931a',
    glyph: (
      <path
        d="M10 7.5h3.2a2 2 0 0 1 0 4H10zm0 4h3.8a2.2 2.2 0 0 1 0 4.5H10zM10 7.5v8.5M11 6v1.5M13 6v1.5M11 16v1.5M13 16v1.5"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  ether: {
    fill: '#627eea',
    glyph: (
      <>
        <path d="M12 4.5 7.5 12 12 14.6 16.5 12z" fill="#fff" />
        <path d="M12 15.6 7.5 13 12 19.5 16.5 13z" fill="#fff" fillOpacity="0.75" />
      </>
    ),
  },
  usdt: {
    fill: '#26a17b',
    glyph: (
      <path
        d="M7.5 7.5h9M12 7.5v10M8 11.2c0 .9 1.8 1.6 4 1.6s4-.7 4-1.6-1.8-1.6-4-1.6-4 .7-4 1.6z"
        stroke="#fff"
        strokeWidth="1.7"
        fill="none"
        strokeLinecap="round"
      />
    ),
  },
};

/** A coin's round mark in its own colour (SPEC §7's static image host is not reachable offline). */
export function CoinIcon({ coin, size = 20, label }: { coin: CoinIconName; size?: number; label?: string }) {
  const { fill, glyph } = COIN_GLYPHS[coin];
  return (
    <svg
      className="coin-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill={fill} />
      {glyph}
    </svg>
  );
}
