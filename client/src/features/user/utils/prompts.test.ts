import type { UserNotices } from '@sikka/shared/user/notices';
import type { User } from '@sikka/shared/user/schemas';
import type { HeldOrder } from '@sikka/shared/wallet/schemas';
import { describe, expect, it } from 'vitest';
import { activePrompt, declarationOf, type PromptInput, showsDeclarationBanner } from './prompts.ts';

const verified: User = {
  id: 7,
  verification_status: 21,
  status: 1,
  subbroker: [],
  kyc_doc: [],
  kyc_required: [],
};
const unverified: User = { ...verified, verification_status: 0, status: 0 };
const pending: User = { ...verified, verification_status: 1, status: 0 };
const noNotices: UserNotices = {
  banners: [],
  interrupt_message: null,
  important_message: null,
  tds_message: false,
};
const held: HeldOrder = {
  order_type: 'WITHDRAW',
  volume: '0.25',
  coin: 'BTC',
  order_id: 11,
  esign_req_id: 42,
};

const input = (over: Partial<PromptInput>): PromptInput => ({
  user: verified,
  notices: noNotices,
  pathname: '/in/home',
  dismissed: new Set(),
  ...over,
});

describe('§4 prompts, one at a time', () => {
  it('nothing for a verified user with nothing pending, or for a visitor', () => {
    expect(activePrompt(input({}))).toBeNull();
    expect(activePrompt(input({ user: null, notices: { ...noNotices, important_message: 'x' } }))).toBeNull();
  });

  it('Re-KYC: re_kyc 1, not on profile-setup, status not pending; not dismissible', () => {
    const reKyc = { ...verified, re_kyc: 1 };
    expect(activePrompt(input({ user: reKyc }))).toEqual({ kind: 'reKyc' });
    expect(activePrompt(input({ user: reKyc, dismissed: new Set(['reKyc']) }))).toEqual({ kind: 'reKyc' });
    expect(activePrompt(input({ user: reKyc, pathname: '/in/profile-setup' }))).toBeNull();
    expect(activePrompt(input({ user: { ...pending, re_kyc: 1 } }))).toBeNull();
  });

  it.each([
    ['ADDRESS_DETAIL', 'Please update your address details!', '/in/profile/address'],
    ['BANK_DETAILS', 'Please update your bank details!', '/in/profile/bank'],
    ['PERSONAL_DETAIL', 'Please update your personal details!', '/in/profile/personal-details'],
  ] as const)('profile completion by the first kyc_required doc type %s', (type, message, link) => {
    const user: User = {
      ...verified,
      kyc_required: [{ kyc_doc_type: type }, { kyc_doc_type: 'BANK_DETAILS' }],
    };
    expect(activePrompt(input({ user }))).toMatchObject({
      kind: 'profileCompletion',
      prompt: { message, link },
    });
    // not on the page it sends the person to, and not again once closed
    expect(activePrompt(input({ user, pathname: link }))).toBeNull();
    expect(activePrompt(input({ user, dismissed: new Set([`completion:${link}`]) }))).toBeNull();
  });

  it('profile completion waits while re_kyc is 1 (§4: re_kyc not 1)', () => {
    const user: User = { ...pending, re_kyc: 1, kyc_required: [{ kyc_doc_type: 'BANK_DETAILS' }] };
    expect(activePrompt(input({ user }))).toBeNull();
  });

  it("'Important!': 'Okay' if pending, else 'Verify Now?' to /in/profile-setup; closed stays closed", () => {
    const notices = { ...noNotices, interrupt_message: 'Complete KYC by 31 March' };
    expect(activePrompt(input({ user: pending, notices }))).toMatchObject({
      kind: 'interrupt',
      message: 'Complete KYC by 31 March',
      action: { label: 'Okay', link: null },
    });
    expect(activePrompt(input({ user: unverified, notices }))).toMatchObject({
      action: { label: 'Verify Now?', link: '/in/profile-setup' },
    });
    expect(
      activePrompt(input({ notices, dismissed: new Set(['interrupt:Complete KYC by 31 March']) })),
    ).toBeNull();
  });

  it("'Important Message' popup after the interrupt popup", () => {
    const notices = { ...noNotices, interrupt_message: 'A', important_message: 'B' };
    expect(activePrompt(input({ notices }))).toMatchObject({ kind: 'interrupt' });
    expect(activePrompt(input({ notices, dismissed: new Set(['interrupt:A']) }))).toMatchObject({
      kind: 'importantMessage',
      message: 'B',
    });
  });

  it("'Important Notice!' for a held order, last, and not on the form itself", () => {
    const user = { ...verified, esign_request: held };
    expect(activePrompt(input({ user }))).toMatchObject({
      kind: 'declaration',
      key: 'notice:declaration:42',
    });
    expect(activePrompt(input({ user, pathname: '/in/profile/form' }))).toBeNull();
    expect(activePrompt(input({ user, dismissed: new Set(['notice:declaration:42']) }))).toBeNull();
  });
});

describe('§4 declaration banner and its form link', () => {
  it("'Fill form now' goes to /in/profile/form with esign request id, lower-cased order type, volume, coin", () => {
    expect(declarationOf(held)).toEqual({
      key: 'declaration:42',
      direction: 'withdraw',
      amount: '0.25',
      coin: 'BTC',
      formPath: '/in/profile/form?id=42&type=withdraw&amount=0.25&coin=BTC',
    });
  });

  it('a rupee order carries its amount; §3 RECEIVE / VIRTUAL_ACC_DEPOSIT mean deposit', () => {
    expect(
      declarationOf({
        order_type: 'VIRTUAL_ACC_DEPOSIT',
        amount: '250000',
        coin: 'INR',
        order_id: 1,
        esign_req_id: 77,
      }),
    ).toMatchObject({
      direction: 'deposit',
      amount: '250000',
      formPath: '/in/profile/form?id=77&type=virtual_acc_deposit&amount=250000&coin=INR',
    });
  });

  it('the banner shows until cleared, never on the form page, and not without a held order', () => {
    const declaration = declarationOf(held);
    expect(showsDeclarationBanner(declaration, '/in/home', new Set())).toBe(true);
    expect(showsDeclarationBanner(declaration, '/in/home', new Set(['declaration:42']))).toBe(false);
    expect(showsDeclarationBanner(declaration, '/in/profile/form', new Set())).toBe(false);
    expect(showsDeclarationBanner(declarationOf(null), '/in/home', new Set())).toBe(false);
  });
});
