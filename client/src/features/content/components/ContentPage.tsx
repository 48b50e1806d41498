// The frame of every content page: one h1 (the registry's title), a short lead, an optional effective date,
// then the page's sections. Sets the document title; the prose styles come with it.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { type ContentPath, contentPage } from '../contentPaths.ts';
import { formatDay } from '../utils/dates.ts';
import './content.css';

interface ContentPageProps {
  path: ContentPath;
  /** A word above the title saying where the page belongs ('Policy', 'Learn'…). */
  eyebrow: string;
  lead: ReactNode;
  /** 'yyyy-MM-dd': when the text last changed (policies and terms). */
  updated?: string;
  children: ReactNode;
}

export function ContentPage({ path, eyebrow, lead, updated, children }: ContentPageProps) {
  const { title } = contentPage(path);
  useDocumentTitle(title);
  return (
    <article className="content" aria-labelledby="content-title">
      <header className="content__header">
        <p className="content__eyebrow">{eyebrow}</p>
        <h1 id="content-title" className="content__title">
          {title}
        </h1>
        <div className="content__lead">{lead}</div>
        {updated ? (
          <p className="content__updated">
            Last updated <time dateTime={updated}>{formatDay(updated)}</time>
          </p>
        ) : null}
      </header>
      <div className="content__body">{children}</div>
    </article>
  );
}

/** A titled section (h2) with an id to link to. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="content__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns; the caption names it. */
export function DataTable({
  caption,
  wide = false,
  children,
}: {
  caption: string;
  /** Many columns of text: the table keeps a minimum width and scrolls on narrow screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  const className = wide ? 'content-table content-table--wide' : 'content-table';
  return (
    // A named section is a region; it scrolls, so the keyboard must be able to reach it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus to scroll.
    <section className={className} aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/** A boxed note: 'risk' for warnings about money, 'info' for helpful asides. */
export function Callout({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'risk';
  title?: string;
  children: ReactNode;
}) {
  return (
    <aside
      className={`content-callout content-callout--${tone}`}
      aria-label={title ?? (tone === 'risk' ? 'Risk' : 'Note')}
    >
      {title ? <p className="content-callout__title">{title}</p> : null}
      {children}
    </aside>
  );
}
