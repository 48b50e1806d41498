// The ui fields bound to react-hook-form, with an optional as-typed filter (§5: phone digits only, PAN by
// position, codes alphanumeric…): the filter runs on every keystroke and paste, before the form sees the value.
// Filtered fields carry no maxLength: the browser would cut a paste ('98765 43210') before the filter
// could drop its space; the filter caps the length itself.
import type { ChangeEvent } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { AmountField, type AmountFieldProps } from './AmountField.tsx';
import { CheckboxField, type CheckboxFieldProps } from './CheckboxField.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

type Bound<TValues extends FieldValues> = {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  filter?: (typed: string) => string;
};

type Owned = 'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref';

function useBoundText<TValues extends FieldValues>({ control, name, filter }: Bound<TValues>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: field.onBlur,
    disabled: field.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(filter ? filter(event.target.value) : event.target.value),
    error: fieldState.error?.message,
  };
}

export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  filter,
  ...props
}: Bound<TValues> & Omit<TextFieldProps, Owned>) {
  const bound = useBoundText({ control, name, filter });
  return <TextField {...props} {...bound} disabled={props.disabled || bound.disabled} />;
}

export function FormPasswordField<TValues extends FieldValues>({
  control,
  name,
  filter,
  ...props
}: Bound<TValues> & Omit<PasswordFieldProps, Owned>) {
  const bound = useBoundText({ control, name, filter });
  return <PasswordField {...props} {...bound} disabled={props.disabled || bound.disabled} />;
}

export function FormCheckboxField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Bound<TValues>, 'filter'> & Omit<CheckboxFieldProps, Owned | 'checked'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxField
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.checked)}
      error={fieldState.error?.message}
    />
  );
}

/** An amount (ui/AmountField) bound to the form; its as-typed filter says why a keystroke was refused. */
export function FormAmountField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Bound<TValues>, 'filter'> & Omit<AmountFieldProps, Owned | 'onValueChange'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <AmountField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onValueChange={field.onChange}
      onBlurCapture={field.onBlur}
      disabled={props.disabled || field.disabled}
      error={fieldState.error?.message}
    />
  );
}
