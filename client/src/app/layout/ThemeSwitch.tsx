// §2 the exchange's theme switch: dark or light, the choice stored in the theme cookie.
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';
import { setThemeChoice, useThemeChoice } from '../theme/useTheme.ts';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const id = useId();
  // The exchange is dark until light is chosen (§2, shared themeFor).
  const dark = useThemeChoice() !== 'light';
  return (
    <div className="theme-switch">
      <label htmlFor={id} className="theme-switch__label">
        <Icon name={dark ? 'moon' : 'sun'} size={18} />
        <span className="theme-switch__text">{t('theme.dark')}</span>
      </label>
      <Switch.Root
        id={id}
        className="switch"
        checked={dark}
        onCheckedChange={(on) => setThemeChoice(on ? 'dark' : 'light')}
      >
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
    </div>
  );
}
