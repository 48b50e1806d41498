// §3 the 24-hour change (a signed decimal percentage string) as shown: with its sign (a true minus for a fall)
// and its direction, which picks the colour (docs/interface.md: green up, red down).

export type Direction = 'up' | 'down' | 'flat';

export interface ChangeView {
  /** '+1.25%', '−0.40%', '0.00%'. */
  text: string;
  direction: Direction;
}

export function changeView(change: string): ChangeView {
  const trimmed = change.trim();
  const negative = trimmed.startsWith('-');
  const magnitude = trimmed.replace(/^[-+]/, '');
  if (/^0*(\.0*)?$/.test(magnitude)) return { text: `${magnitude || '0'}%`, direction: 'flat' };
  return negative
    ? { text: `\u2212${magnitude}%`, direction: 'down' }
    : { text: `+${magnitude}%`, direction: 'up' };
}
