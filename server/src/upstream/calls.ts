// Every provider call the BFF may make (the allowlist): the shared call tables, JSON calls and file calls apart.
import { alertsCalls } from '@sikka/shared/alerts/calls';
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import { authCalls, captchaCalls, twoFactorCalls } from '@sikka/shared/auth/calls';
import { basketCalls } from '@sikka/shared/basket/calls';
import type { CallDescriptor } from '@sikka/shared/contract';
import { declarationCalls } from '@sikka/shared/declaration/calls';
import { exchangeCalls, exchangeFileCalls } from '@sikka/shared/exchange/calls';
import { giftingCalls } from '@sikka/shared/gifting/calls';
import { instantCalls } from '@sikka/shared/instant/calls';
import { invoiceCalls } from '@sikka/shared/invoice/calls';
import { kycCalls, kycFileCalls, upiCalls } from '@sikka/shared/kyc/calls';
import { lendingCalls } from '@sikka/shared/lending/calls';
import { marketCalls } from '@sikka/shared/market/calls';
import { marketingCalls } from '@sikka/shared/marketing/calls';
import { messagesCalls } from '@sikka/shared/messages/calls';
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import { portfolioCalls } from '@sikka/shared/portfolio/calls';
import { reservesCalls } from '@sikka/shared/reserves/calls';
import { rewardsCalls } from '@sikka/shared/rewards/calls';
import { shopCalls } from '@sikka/shared/shop/calls';
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { taxCalls } from '@sikka/shared/tax/calls';
import { umaCalls } from '@sikka/shared/uma/calls';
import {
  emailCalls,
  nomineeCalls,
  passwordCalls,
  userCalls,
  userFileCalls,
  userNoticeCalls,
} from '@sikka/shared/user/calls';
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import { moneyCalls, walletCalls, walletFileCalls } from '@sikka/shared/wallet/calls';

// The tax year's table mixes JSON calls and a download (Schedule VDA as CSV): each goes with its kind.
const { scheduleVda, ...taxJsonCalls } = taxCalls;
const taxFileCalls = { scheduleVda };

/** The tables of calls answered with JSON, parsed by their response schema. */
const JSON_TABLES = [
  authCalls,
  userCalls,
  userNoticeCalls,
  marketCalls,
  walletCalls,
  moneyCalls,
  instantCalls,
  exchangeCalls,
  kycCalls,
  upiCalls,
  passwordCalls,
  nomineeCalls,
  emailCalls,
  twoFactorCalls,
  declarationCalls,
  captchaCalls,
  apiKeyCalls,
  messagesCalls,
  notificationsCalls,
  rewardsCalls,
  giftingCalls,
  umaCalls,
  invoiceCalls,
  marketingCalls,
  shopCalls,
  vendorOrderCalls,
  lendingCalls,
  basketCalls,
  subBrokerCalls,
  taxJsonCalls,
  reservesCalls,
  alertsCalls,
  portfolioCalls,
] as const;

/** The tables of calls that carry bytes: a download answered with its own type, an upload of raw bytes. */
const FILE_TABLES = [userFileCalls, walletFileCalls, exchangeFileCalls, kycFileCalls, taxFileCalls] as const;

/** Every call of any of the tables in T. */
type CallOf<T> = T extends unknown ? T[keyof T] : never;

/** A call answered with JSON: ProviderClient.call and the procedures drawn from descriptors take these. */
export type ProviderCall = CallOf<(typeof JSON_TABLES)[number]>;
type FileCall = CallOf<(typeof FILE_TABLES)[number]>;
/** A call answered with bytes of their own type (a picture, a CSV): ProviderClient.file. */
export type DownloadCall = Extract<FileCall, { response: 'file' }>;
/** A call that sends raw bytes (a picture, a KYC document): ProviderClient.upload. */
export type UploadCall = Extract<FileCall, { request: 'bytes' }>;

/** The allowlist itself: the client refuses any call object not in here, whatever its type says. */
export const ALLOWED_CALLS: ReadonlySet<CallDescriptor> = new Set<ProviderCall | FileCall>(
  [...JSON_TABLES, ...FILE_TABLES].flatMap((table) => Object.values(table)),
);
