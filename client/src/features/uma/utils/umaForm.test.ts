// The send form's rules: a recipient (10-digit mobile number or a valid handle, never oneself), the shared amount
// rules (docs/requirements.md §5 "decimals at most the coin's precision"), a short note.
import { minimumMessage, UMA_MESSAGES } from '@sikka/shared/uma/rules';
import { describe, expect, it } from 'vitest';
import { NOT_A_RECIPIENT, recipientLabel, type UmaDraft, umaFormSchema } from './umaForm.ts';

const schema = umaFormSchema({ mobile: '9876543210', handle: 'asha' });
const draft: UmaDraft = { to: '@bina', asset: 'INR', amount: '1000', note: '' };

function errorsOf(change: Partial<UmaDraft>): Record<string, string> {
  const parsed = schema.safeParse({ ...draft, ...change });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the UMA send form', () => {
  it.each([
    [{}, {}],
    [{ to: '9123456789' }, {}],
    [{ to: 'Bina.K' }, {}],
    [{ to: '' }, { to: UMA_MESSAGES.enterRecipient }],
    [{ to: '12345' }, { to: NOT_A_RECIPIENT }],
    [{ to: '@b' }, { to: NOT_A_RECIPIENT }],
    [{ to: '9876543210' }, { to: UMA_MESSAGES.toYourself }],
    [{ to: '@ASHA' }, { to: UMA_MESSAGES.toYourself }],
    [{ amount: '' }, { amount: UMA_MESSAGES.enterAmount }],
    [{ amount: '0' }, { amount: UMA_MESSAGES.notPositive }],
    [{ amount: '-1' }, { amount: UMA_MESSAGES.notPositive }],
    [{ amount: '1e3' }, { amount: UMA_MESSAGES.exponent }],
    [{ amount: '10.001' }, { amount: 'INR allows at most 2 digits after the decimal point' }],
    [{ asset: 'BTC', amount: '0.000001' }, { amount: minimumMessage('BTC') }],
    [{ asset: 'BTC', amount: '0.001' }, {}],
    [{ note: 'x'.repeat(141) }, { note: UMA_MESSAGES.noteTooLong }],
  ] as Array<[Partial<UmaDraft>, Record<string, string>]>)('%j → %j', (change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it('shows the recipient back as a number or an @handle', () => {
    expect(recipientLabel(' 9123456789 ')).toBe('9123456789');
    expect(recipientLabel('Bina')).toBe('@bina');
  });
});
