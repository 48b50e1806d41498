// The translator: a key's text in the language or its fallback, {{name}}s filled in as i18next filled them with the
// same set-up (checked against i18next for every text of the catalogue when it replaced it), route texts added.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { addTexts, i18n, type TextKey } from './i18n.ts';

describe('the interface texts', () => {
  it("answers a key's text, with its {{name}}s filled in", () => {
    expect(i18n.t('common.brand')).toBe(en.common.brand);
    expect(i18n.t('notFound.countdown', { seconds: '5' })).toBe(
      en.notFound.countdown.replace('{{seconds}}', '5'),
    );
  });

  it('leaves a {{name}} not passed as it is, and makes one passed as undefined or null empty', () => {
    const text = en.notFound.countdown;
    expect(i18n.t('notFound.countdown')).toBe(text);
    expect(i18n.t('notFound.countdown', {})).toBe(text);
    expect(i18n.t('notFound.countdown', { seconds: undefined })).toBe(text.replace('{{seconds}}', ''));
    expect(i18n.t('notFound.countdown', { seconds: null })).toBe(text.replace('{{seconds}}', ''));
    expect(i18n.t('notFound.countdown', { seconds: 0 })).toBe(text.replace('{{seconds}}', '0'));
  });

  it('answers a missing key itself, or its defaultValue', () => {
    const missing = 'wallet.channels.CARRIER_PIGEON' as TextKey;
    expect(i18n.t(missing)).toBe('wallet.channels.CARRIER_PIGEON');
    expect(i18n.t(missing, { defaultValue: 'CARRIER_PIGEON' })).toBe('CARRIER_PIGEON');
  });

  it("reads the fallback catalogue in a language that has none, and the language's change is seen", () => {
    const before = i18n.t;
    i18n.changeLanguage('uk');
    expect(i18n.language).toBe('uk');
    expect(i18n.t).not.toBe(before);
    expect(i18n.t('common.brand')).toBe(en.common.brand);
    i18n.changeLanguage('en-IN');
  });

  it("adds a route's texts without replacing one already there", () => {
    addTexts({ common: { ...en.common, brand: 'Other', close: 'Shut' } } as never);
    expect(i18n.t('common.brand')).toBe(en.common.brand);
    addTexts({ exchange: { sections: 'Sections' } } as never);
    expect(i18n.t('exchange.sections' as TextKey)).toBe('Sections');
  });
});
