import { describe, expect, it } from 'vitest';
import { messageLink } from './messageLinks.ts';

describe('where a transaction message leads', () => {
  it.each([
    ['deposit_credited', '/in/wallet/history'],
    ['withdrawal_failed', '/in/wallet/history'],
    ['order_filled', '/in/wallet/history'],
    ['reward_earned', '/in/more/rewards'],
    ['gift_received', '/in/giftings'],
    ['uma_received', '/in/uma'],
    ['shop_order', '/in/shop?tab=orders'],
    ['kyc_approved', '/in/profile/personal'],
    ['new_sign_in', '/in/profile/personal'],
  ])('%s leads to %s', (kind, to) => {
    expect(messageLink(kind)?.to).toBe(to);
  });

  it.each([[null], [undefined], [''], ['toString'], ['a_kind_from_a_newer_provider']])(
    'a kind it does not know (%j) leads nowhere',
    (kind) => {
      expect(messageLink(kind)).toBeNull();
    },
  );
});
