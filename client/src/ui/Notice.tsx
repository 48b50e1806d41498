// An inline message block: information, success or an error that belongs to a whole form.
import type { ReactNode } from 'react';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'error';
  children: ReactNode;
  /** Announce it when it appears (errors and results); leave static text quiet. */
  live?: boolean;
  className?: string;
}

export function Notice({ tone = 'info', children, live = false, className }: NoticeProps) {
  return (
    <div
      className={['notice', `notice--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {children}
    </div>
  );
}
