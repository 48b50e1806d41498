// The interface catalogue, English for India: every text the client writes itself. Texts docs/requirements.md quotes are
// verbatim (typos included). Menu names, prompts and other texts that shared/ holds as rules are not repeated
// here; the client renders them from shared/ as they are.
import type { declarationEn } from './declaration.en.ts';
import type { exchangeEn } from './exchange.en.ts';
import type { homeEn } from './home.en.ts';
import type { instantEn } from './instant.en.ts';
import type { kycEn } from './kyc.en.ts';
import type { pagesEn } from './pages.en.ts';
import type { securityEn } from './security.en.ts';
import type { walletEn } from './wallet.en.ts';

export const en = {
  common: {
    brand: 'Sikka',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    newBadge: 'New',
    opensNewTab: '(opens in a new tab)',
    tryAgain: 'Try again',
  },
  coins: {
    BTC: 'Bitcoin',
    ETH: 'Ether',
    USDT: 'Tether',
    INR: 'Indian Rupee',
  },
  /** §6 what stands in place of a money-moving action for a visitor. */
  gate: {
    logIn: 'Log In',
    getStarted: 'Get Started',
  },
  /** Whether live figures are live (§4 realtime stream). */
  live: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    refused: 'Unavailable',
    reconnectingTitle: 'Live prices interrupted — reconnecting',
    reconnectingText:
      'The figures below are the last ones received and may be out of date. They update again as soon as the connection is back.',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}.',
    visitorLead: 'Buy, sell and trade BTC, ETH and USDT against Indian rupees.',
    createAccount: 'Create your account',
    haveAccount: 'I already have an account',
    pricesTitle: 'Live prices',
    pricesFailed: "We couldn't load the live prices.",
    change24hLabel: '24-hour change',
    buyPrice: 'Buy price',
    sellPrice: 'Sell price',
    chartLabel: 'Chart of {{coin}} prices over the last 24 hours',
    high24h: '24h high',
    low24h: '24h low',
    volume24h: '24h volume',
    turnover24h: '24h turnover',
    buyCoin: 'Buy {{coin}}',
    sellCoin: 'Sell {{coin}}',
    portfolioTitle: 'Portfolio value',
    portfolioNote: 'Rupees plus your coins at today’s selling prices, before fees and taxes.',
    balancesFailed: "We couldn't load your balances.",
    emptyTitle: 'Your wallet is empty',
    emptyText: 'Add rupees by UPI, IMPS or bank transfer, then buy BTC, ETH or USDT in a few taps.',
    depositInr: 'Deposit INR',
    holdings: 'Your holdings',
    openWallet: 'Open wallet',
  },
  header: {
    skipToContent: 'Skip to content',
    home: 'Sikka home',
    mainMenu: 'Main menu',
    moreMenu: 'Menu',
    menuTitle: 'Menu',
    accountNav: 'Account',
  },
  theme: {
    dark: 'Dark theme',
  },
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{count}} unread',
    title: 'Notifications',
    allNotifications: 'All notifications',
    caughtUp: 'Nothing new right now.',
    /** §4 the two actions on an item. */
    view: 'View',
    markAsRead: 'Mark As Read',
  },
  profile: {
    trigger: 'Profile menu',
    visitorTrigger: 'Account menu',
    userId: 'User ID',
    email: 'Email',
    noEmail: 'Not added yet',
    verificationStatus: 'Verification Status',
    getVerified: 'Get Verified?',
    visitorText: 'Log in to see your profile, balances and orders.',
    avatarAlt: 'Your profile picture',
  },
  leftMenu: {
    label: 'Quick menu',
  },
  dock: {
    label: 'Quick links',
  },
  footer: {
    tagline: 'Buy, sell and trade BTC, ETH and USDT against Indian rupees.',
    contact: 'Contact us',
    phone: 'Phone',
    email: 'Support e-mail',
    hours: 'Support hours',
    qrTitle: 'Get the Sikka app',
    qrText: 'Scan the code with your phone camera.',
    follow: 'Follow Sikka',
    apps: 'Download the app',
    riskTitle: 'Risk disclaimer',
    copyright: '© {{year}} Sikka. All rights reserved.',
  },
  notFound: {
    title: 'Page Not Found!',
    countdown: 'Rerouting to Dashboard in {{seconds}} seconds...',
    text: 'The address may be mistyped, or the page has moved.',
    goNow: 'Go to Dashboard now',
    description: 'This page does not exist on Sikka.',
  },
  maintenance: {
    illustration: 'Engineers upgrading the Sikka platform',
    needHelp: 'Need Help?',
    emailUs: 'E-mail',
    callUs: 'Phone',
    social: 'Updates on X',
    socialText: 'Follow @sikka_in',
    fundsSafe: 'Your funds and orders are safe. Nothing needs to be done on your side.',
  },
  session: {
    checking: 'Checking your session',
    errorTitle: 'We could not load Sikka',
    errorFallback: 'The sign-in check could not finish.',
  },
  furtherDetails: {
    title: 'Further details needed',
    lead: 'Please add the details we need to continue.',
    add: 'Add details',
    cancel: 'Cancel',
    panLead: 'Please verify your PAN to continue',
    panVerified: 'PAN verified. Please try again.',
  },
  forcedReset: {
    title: 'Reset Password',
    lead: 'For your security, please choose a new password before you continue.',
    panTitle: 'Confirm your PAN',
    panLead: 'Before the password changes, confirm the PAN on your Sikka account.',
    submit: 'Reset Password',
    panSubmit: 'Verify PAN',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    panLabel: 'PAN Number',
    panHint: 'The PAN on your Sikka account, like ABCDE1234F.',
  },
  prompts: {
    ok: 'OK',
    reKycTitle: 'Re-KYC required',
    reKycMessage:
      'Your KYC documents need to be verified again. Re-verification is mandatory to keep trading, depositing and withdrawing on Sikka.',
    profileTitle: 'Complete your profile',
    interruptTitle: 'Important!',
    importantMessageTitle: 'Important Message',
    importantMessageOk: 'Ok',
    declarationBanner: 'Declatation Form Pending',
    declarationText:
      'Your {{direction}} of {{amount}} {{coin}} is on hold until you fill the declaration form.',
    declarationOpen: 'View details',
    noticeTitle: 'Important Notice!',
    noticeText:
      'Your {{direction}} of {{amount}} {{coin}} is held. Fill the declaration form to release it; it takes about two minutes.',
    fillFormNow: 'Fill form now',
    withdraw: 'withdrawal',
    deposit: 'deposit',
    tdsTitle: 'TDS on crypto sales',
    tdsClose: 'Got it',
  },
  banners: {
    label: 'Messages for you',
    previous: 'Previous message',
    next: 'Next message',
    position: '{{current}} of {{total}}',
  },
  /** §2 page descriptions (the titles are the route table's). */
  /** Each page's description; the other pages' come with their routes (pages.en.ts). */
  pages: {
    home: 'Your Sikka dashboard: live BTC, ETH and USDT prices in rupees, balances and recent orders.',
  },
} as const;

/**
 * The catalogue's shape, which every other language must fill: the shell's texts above, and the sections a route's
 * chunk adds when it loads (addTexts in i18n.ts), so a page's own texts do not weigh on every first load.
 */
export type Catalogue = typeof en & {
  kyc: typeof kycEn;
  declaration: typeof declarationEn;
  exchange: typeof exchangeEn;
  security: typeof securityEn;
  wallet: typeof walletEn;
  instant: typeof instantEn;
  pages: typeof pagesEn;
  home: typeof homeEn;
};
