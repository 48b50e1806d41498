// Every provider call the BFF may make (the allowlist): the shared call tables.
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import { authCalls, captchaCalls, twoFactorCalls } from '@sikka/shared/auth/calls';
import { basketCalls } from '@sikka/shared/basket/calls';
import { declarationCalls } from '@sikka/shared/declaration/calls';
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import { giftingCalls } from '@sikka/shared/gifting/calls';
import { instantCalls } from '@sikka/shared/instant/calls';
import { invoiceCalls } from '@sikka/shared/invoice/calls';
import { kycCalls, upiCalls } from '@sikka/shared/kyc/calls';
import { lendingCalls } from '@sikka/shared/lending/calls';
import { marketCalls } from '@sikka/shared/market/calls';
import { marketingCalls } from '@sikka/shared/marketing/calls';
import { messagesCalls } from '@sikka/shared/messages/calls';
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import { rewardsCalls } from '@sikka/shared/rewards/calls';
import { shopCalls } from '@sikka/shared/shop/calls';
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { umaCalls } from '@sikka/shared/uma/calls';
import {
  emailCalls,
  nomineeCalls,
  passwordCalls,
  userCalls,
  userNoticeCalls,
} from '@sikka/shared/user/calls';
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import { moneyCalls, walletCalls } from '@sikka/shared/wallet/calls';

type ValuesOf<T> = T[keyof T];
export type ProviderCall =
  | ValuesOf<typeof authCalls>
  | ValuesOf<typeof userCalls>
  | ValuesOf<typeof userNoticeCalls>
  | ValuesOf<typeof marketCalls>
  | ValuesOf<typeof walletCalls>
  | ValuesOf<typeof moneyCalls>
  | ValuesOf<typeof instantCalls>
  | ValuesOf<typeof exchangeCalls>
  | ValuesOf<typeof kycCalls>
  | ValuesOf<typeof upiCalls>
  | ValuesOf<typeof passwordCalls>
  | ValuesOf<typeof nomineeCalls>
  | ValuesOf<typeof emailCalls>
  | ValuesOf<typeof twoFactorCalls>
  | ValuesOf<typeof declarationCalls>
  | ValuesOf<typeof captchaCalls>
  | ValuesOf<typeof apiKeyCalls>
  | ValuesOf<typeof messagesCalls>
  | ValuesOf<typeof notificationsCalls>
  | ValuesOf<typeof rewardsCalls>
  | ValuesOf<typeof giftingCalls>
  | ValuesOf<typeof umaCalls>
  | ValuesOf<typeof invoiceCalls>
  | ValuesOf<typeof marketingCalls>
  | ValuesOf<typeof shopCalls>
  | ValuesOf<typeof vendorOrderCalls>
  | ValuesOf<typeof lendingCalls>
  | ValuesOf<typeof basketCalls>
  | ValuesOf<typeof subBrokerCalls>;

/** The allowlist itself: the client refuses any call object not in here, whatever its type says. */
export const ALLOWED_CALLS: ReadonlySet<ProviderCall> = new Set<ProviderCall>([
  ...Object.values(authCalls),
  ...Object.values(userCalls),
  ...Object.values(userNoticeCalls),
  ...Object.values(marketCalls),
  ...Object.values(walletCalls),
  ...Object.values(moneyCalls),
  ...Object.values(instantCalls),
  ...Object.values(exchangeCalls),
  ...Object.values(kycCalls),
  ...Object.values(upiCalls),
  ...Object.values(passwordCalls),
  ...Object.values(nomineeCalls),
  ...Object.values(emailCalls),
  ...Object.values(twoFactorCalls),
  ...Object.values(declarationCalls),
  ...Object.values(captchaCalls),
  ...Object.values(apiKeyCalls),
  ...Object.values(messagesCalls),
  ...Object.values(notificationsCalls),
  ...Object.values(rewardsCalls),
  ...Object.values(giftingCalls),
  ...Object.values(umaCalls),
  ...Object.values(invoiceCalls),
  ...Object.values(marketingCalls),
  ...Object.values(shopCalls),
  ...Object.values(vendorOrderCalls),
  ...Object.values(lendingCalls),
  ...Object.values(basketCalls),
  ...Object.values(subBrokerCalls),
]);
