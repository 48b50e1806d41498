// A checkbox with a visible label; text over 100 characters is collapsed behind Read More (docs/requirements.md §5).
import { collapseCheckboxText } from '@sikka/shared/validation/checkbox';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label as plain text: what is collapsed and what names the checkbox. */
  text: string;
  /** Rich rendering of the whole text (links), used when nothing is collapsed. */
  children?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ text, children, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [expanded, setExpanded] = useState(false);
  const { collapsed, shown } = collapseCheckboxText(text, { expanded });
  return (
    <div className={['checkbox-field', className ?? ''].filter(Boolean).join(' ')}>
      <div className="checkbox-field__row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {collapsed ? `${shown}…` : (children ?? shown)}
        </label>
      </div>
      {collapsed || expanded ? (
        <button type="button" className="checkbox-field__more" onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
