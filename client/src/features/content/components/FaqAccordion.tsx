// Questions and answers as an accessible accordion (Radix): each question is a button inside an h3 that says
// whether it is expanded, and opens its answer region. Several can be open at once.
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';

export interface Faq {
  /** Stable and unique on the page: it is the item's value and part of its ids. */
  id: string;
  question: string;
  answer: ReactNode;
}

export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  return (
    <Accordion.Root type="multiple" className="faq">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq__item">
          <Accordion.Header className="faq__heading">
            <Accordion.Trigger className="faq__trigger">
              <span>{item.question}</span>
              <Chevron />
            </Accordion.Trigger>
          </Accordion.Header>
          {/* Always rendered (the CSS hides a closed one), so every answer is part of the page's markup. */}
          <Accordion.Content forceMount className="faq__content">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function Chevron() {
  return (
    <svg
      className="faq__chevron"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
