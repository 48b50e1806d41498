// The content pages the footer links to (docs/requirements.md §2): path, title and meta description, what a page and a link
// need to know of another page. Their code is in contentPages.ts, which imports the pages; a page imports this file.

export interface ContentPageMeta {
  /** The route, without a trailing slash (§2 writes some footer links with one; findContentPage ignores it). */
  readonly path: string;
  /** The page's h1 and document title. */
  readonly title: string;
  /** One sentence for the meta description and link previews. */
  readonly description: string;
}

export const CONTENT_META = [
  {
    path: '/in/about/who-we-are',
    title: 'About Sikka',
    description:
      'Who we are: an Indian platform to buy, sell and trade BTC, ETH and USDT against rupees, and how we work.',
  },
  {
    path: '/in/about/coin-list',
    title: 'Coins on Sikka',
    description:
      'The coins you can buy, sell and trade on Sikka — BTC, ETH and USDT — with live prices in rupees.',
  },
  {
    path: '/in/about/partners',
    title: 'Partners',
    description: 'The kinds of partners Sikka works with, what we ask of them, and how to work with us.',
  },
  {
    path: '/in/policy/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What personal data Sikka collects, why, how long we keep it, who we share it with, and your rights under Indian law.',
  },
  {
    path: '/in/policy/kyc',
    title: 'KYC and AML Policy',
    description:
      'How Sikka verifies customers (PAN, Aadhaar-based verification, bank account) and meets its PMLA and FIU-IND obligations.',
  },
  {
    path: '/in/policy/cookies',
    title: 'Cookie Policy',
    description:
      'The cookies and browser storage Sikka uses, what each one holds, and why your session is never readable by scripts.',
  },
  {
    path: '/in/policy/riskwarning',
    title: 'Risk Warning',
    description:
      'Crypto is unregulated in India and highly risky: volatility, no deposit insurance, tax and other risks to know first.',
  },
  {
    path: '/in/policy/termsofuse',
    title: 'Terms of Use',
    description:
      'The terms on which Sikka offers its platform: eligibility, your account, trading, fees and liability.',
  },
  {
    path: '/in/policy/coupons',
    title: 'Coupon Terms',
    description:
      'How Sikka coupon codes, referral codes and scratch-card rewards work, and the rules that apply to them.',
  },
  {
    path: '/in/support/fees',
    title: 'Fees and Taxes',
    description:
      'The fee schedule in force on Sikka — spread, platform fee, 18% GST on the fee and 1% TDS on sales — with a worked example.',
  },
  {
    path: '/in/support/api-documentation',
    title: 'API Documentation',
    description:
      "Sikka's public API for integrators: market data, and with an API key your balances and orders; signed requests, rate limits and the websocket.",
  },
  {
    path: '/in/company/newsroom',
    title: 'Newsroom',
    description: 'Announcements from Sikka, and how journalists can reach us.',
  },
  {
    path: '/in/additional/faqs',
    title: 'Frequently Asked Questions',
    description:
      'Answers on accounts, verification, deposits and withdrawals, trading, fees, taxes and security on Sikka.',
  },
  {
    path: '/in/additional/trading-guide',
    title: 'Trading Guide',
    description:
      'Instant buy and sell or the exchange order book; limit, stop-limit, market, ladder and stop-loss orders; fees and TDS.',
  },
  {
    path: '/in/info/feature-sbp/intro',
    title: 'Systematic Buying Plan',
    description:
      'Buy crypto a fixed rupee amount at a time, on a schedule you set, instead of timing the market.',
  },
  {
    path: '/in/info/feature-cryptobasket/intro',
    title: 'Crypto Basket',
    description: 'Buy BTC, ETH and USDT together in one order, in the proportions of a basket you choose.',
  },
  {
    path: '/in/info/feature-subbroker/intro',
    title: 'Sub-Broker Programme',
    description:
      'Bring your clients to Sikka as a sub-broker: how the programme works, what it asks of you and how to apply.',
  },
] as const satisfies readonly ContentPageMeta[];

export type ContentPath = (typeof CONTENT_META)[number]['path'];

/** The path as the registry writes it: no query, no hash, no trailing slash. */
export function contentPathOf(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A link to a content page, checked against the registry when the code is compiled. */
export function contentHref(path: ContentPath): ContentPath {
  return path;
}

/** The registry entry of a known path (pages read their own title from here). */
export function contentPage(path: ContentPath): ContentPageMeta {
  // Every ContentPath comes from CONTENT_META, so the lookup cannot miss.
  return CONTENT_META.find((page) => page.path === path) as ContentPageMeta;
}
