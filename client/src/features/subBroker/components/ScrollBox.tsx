// A sub-broker table's box: it scrolls sideways on a narrow screen, so it is a region the keyboard can reach, named
// apart from the section around it ('Table: Commissions').
import type { ReactNode } from 'react';

export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus to scroll.
    <section className="sub-broker__scroll" aria-label={`Table: ${label}`} tabIndex={0}>
      {children}
    </section>
  );
}
