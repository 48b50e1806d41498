// The content pages' code, each loaded only when its route is opened (route-level code splitting). The application
// shell builds its routes from this list; add a page's path, title and description in contentPaths.ts, its code here.
import type { ComponentType } from 'react';
import { CONTENT_META, type ContentPageMeta, type ContentPath, contentPathOf } from './contentPaths.ts';

export { contentPathOf } from './contentPaths.ts';

export interface ContentPageEntry extends ContentPageMeta {
  /** The page component, as the default export of its own chunk. */
  readonly load: () => Promise<{ default: ComponentType }>;
}

const LOADERS: Record<ContentPath, ContentPageEntry['load']> = {
  '/in/about/who-we-are': () => import('./pages/WhoWeArePage.tsx'),
  '/in/about/coin-list': () => import('./pages/CoinListPage.tsx'),
  '/in/about/partners': () => import('./pages/PartnersPage.tsx'),
  '/in/policy/privacy-policy': () => import('./pages/PrivacyPolicyPage.tsx'),
  '/in/policy/kyc': () => import('./pages/KycPolicyPage.tsx'),
  '/in/policy/cookies': () => import('./pages/CookiePolicyPage.tsx'),
  '/in/policy/riskwarning': () => import('./pages/RiskWarningPage.tsx'),
  '/in/policy/termsofuse': () => import('./pages/TermsOfUsePage.tsx'),
  '/in/policy/coupons': () => import('./pages/CouponTermsPage.tsx'),
  '/in/support/fees': () => import('./pages/FeesPage.tsx'),
  '/in/support/api-documentation': () => import('./pages/ApiDocumentationPage.tsx'),
  '/in/company/newsroom': () => import('./pages/NewsroomPage.tsx'),
  '/in/additional/faqs': () => import('./pages/FaqsPage.tsx'),
  '/in/additional/trading-guide': () => import('./pages/TradingGuidePage.tsx'),
  '/in/info/feature-sbp/intro': () => import('./pages/SbpIntroPage.tsx'),
  '/in/info/feature-cryptobasket/intro': () => import('./pages/CryptoBasketIntroPage.tsx'),
  '/in/info/feature-subbroker/intro': () => import('./pages/SubBrokerIntroPage.tsx'),
};

export const CONTENT_PAGES: readonly ContentPageEntry[] = CONTENT_META.map((meta) => ({
  ...meta,
  load: LOADERS[meta.path],
}));

/** The content page a path shows ('/in/info/feature-sbp/intro/' finds the SBP page), or undefined. */
export function findContentPage(pathname: string): ContentPageEntry | undefined {
  const path = contentPathOf(pathname);
  return CONTENT_PAGES.find((page) => page.path === path);
}
