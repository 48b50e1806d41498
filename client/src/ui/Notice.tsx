// A short message in a tinted box: info, a pending state (amber), an error, or a success. Errors are alerts;
// the others are polite status messages, so a change is read out without stealing focus.
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { Button } from './Button.tsx';

type NoticeTone = 'info' | 'pending' | 'error' | 'success';

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links after the text. */
  actions?: ReactNode;
  className?: string;
}

export function Notice({ tone = 'info', title, children, actions, className }: NoticeProps) {
  return (
    <div
      className={['notice', `notice--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__text">{children}</div> : null}
      {actions ? <div className="notice__actions">{actions}</div> : null}
    </div>
  );
}

/** A load that failed: the error notice with Try again (and the error's message, when there is one). */
export function FailedNotice({
  title,
  onRetry,
  children,
}: {
  title: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="error"
      title={title}
      actions={
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
