// The pieces every section of the tax report is made of: a labelled section, a table box that scrolls on a phone,
// and the marks a reader must not miss (a cost the platform cannot know, a loss that is not set off).
import type { ReactNode } from 'react';
import { isLoss, rupees } from '../utils/taxReport.ts';

/** A report section: its h2 and what it holds; `id` names the heading the section is labelled by. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="tax__section" aria-labelledby={id}>
      <h2 id={id} className="tax__subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table's box: it scrolls sideways on a phone (never the page), so it is a region the keyboard can reach. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus to scroll.
    <section className="tax__scroll" aria-label={`Table: ${label}`} tabIndex={0}>
      {children}
    </section>
  );
}

/** A gain as shown: a loss keeps its sign and is marked as not set off. */
export function Gain({ gain }: { gain: string }) {
  return (
    <>
      {rupees(gain)}
      {isLoss(gain) ? <span className="tax__mark tax__mark--loss">loss, not set off</span> : null}
    </>
  );
}

/** A figure fed by a cost Sikka cannot know: the market value on arrival, or nil for coins beyond its records. */
export function CostNotKnown() {
  return <span className="tax__mark">cost not known</span>;
}

/** Column headings of figures, aligned as the figures are. */
export function FigureHeads({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col" className="tax-table__fig">
      {label}
    </th>
  ));
}
