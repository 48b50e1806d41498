// The one button: primary (teal), secondary (outlined), ghost and link looks; a busy state that keeps its name.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Loader.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A request runs: the button shows a spinner and says so to assistive technology. */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
