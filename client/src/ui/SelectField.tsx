// A native select with a visible label and its error, styled like the text field; bound to react-hook-form.
import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLSelectElement>;
}

function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          ref={ref}
          id={id}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {/* Options with their own values or groups, after the plain ones. */}
          {children}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormSelectField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<TValues, unknown, unknown>; name: FieldPath<TValues> } & Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
