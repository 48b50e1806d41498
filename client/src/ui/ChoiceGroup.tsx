// A small set of mutually exclusive options drawn as a segmented control: native radio buttons in a fieldset,
// so the group has a name, arrow keys move between options, and the choice is announced.
import { useId } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** Hide the legend visually (it still names the group). */
  legendHidden?: boolean;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  size?: 'regular' | 'small';
  className?: string;
}

export function ChoiceGroup<T extends string>({
  legend,
  legendHidden = false,
  value,
  options,
  onChange,
  size = 'regular',
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset
      className={['choice-group', `choice-group--${size}`, className ?? ''].filter(Boolean).join(' ')}
    >
      <legend className={legendHidden ? 'visually-hidden' : 'choice-group__legend'}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={[
              'choice-group__option',
              option.value === value ? 'choice-group__option--on' : '',
              option.disabled ? 'choice-group__option--disabled' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              className="choice-group__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
