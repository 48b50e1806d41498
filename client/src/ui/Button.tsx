// The one button: primary (teal), secondary (outlined), ghost and link looks; a busy state that keeps its name.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Loader.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  /** A request runs: the button shows a spinner and says so to assistive technology. */
  busy?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The class names of a button look, for links that must look like buttons (e.g. router links). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  options: { size?: 'regular' | 'small'; block?: boolean; className?: string | undefined } = {},
): string {
  return [
    'button',
    `button--${variant}`,
    options.size === 'small' ? 'button--small' : '',
    options.block ? 'button--block' : '',
    options.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'regular',
  busy = false,
  block = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, { size, block, className })}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
