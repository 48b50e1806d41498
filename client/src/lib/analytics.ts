// One interface for analytics (§3 tracking fields and events, §4 sign-in events, §8 tracked failures).
// Events go to the BFF's analytics.track; the BFF decides where they land (structured logs by default).
// No secret ever enters an event: fields are filtered here, whoever calls.
import { plainTrpc } from './trpc.ts';

export type AnalyticsValue = string | number | boolean;
/** null and undefined values are dropped, so callers can pass optional profile fields as they are. */
export type AnalyticsFields = Readonly<Record<string, AnalyticsValue | null | undefined>>;

/** §3/§4/§8 the events the client sends. */
export const ANALYTICS_EVENTS = {
  /** §4 OTP success after a login. */
  login: 'login',
  /** §4 OTP success after a sign-up. */
  signUp: 'sign_up',
  /** §8 a tracked failure, with status_code and message. */
  requestFailed: 'request_failed',
  /** §4 a scratch card appeared. */
  rewardViewed: 'viewed',
  /** §4 a scratch card was revealed. */
  offerViewed: 'offer viewed',
} as const;
type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** §3 the platform tracking field. */
const PLATFORM = 'WEB';

// Names of fields that hold (or may hold) a secret: passwords, codes, tokens, PAN, captcha answers, cookies.
const SECRET_FIELD =
  /pass(word|wd)?|otp|token|secret|pan(_?number|_?no)?$|^pan|captcha|recaptcha|cookie|authori[sz]ation|verification_?code|session/i;

/** The fields an event may carry: scalar values only, and never one whose name says it is a secret. */
export function safeFields(fields: AnalyticsFields): Record<string, AnalyticsValue> {
  const kept: Record<string, AnalyticsValue> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || SECRET_FIELD.test(name)) continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) continue;
    kept[name] = value;
  }
  return kept;
}

interface Analytics {
  track(event: AnalyticsEvent, fields?: AnalyticsFields): void;
}

/** Sends through the given transport; never throws and never shows anything, because analytics must not break a flow. */
function createAnalytics(
  send: (event: AnalyticsEvent, fields: Record<string, AnalyticsValue>) => Promise<unknown>,
): Analytics {
  return {
    track(event, fields = {}) {
      try {
        send(event, { PLATFORM, ...safeFields(fields) }).catch(() => {});
      } catch {
        // a synchronous failure of the transport is as ignorable as an asynchronous one
      }
    },
  };
}

export const analytics: Analytics = createAnalytics((event, fields) =>
  plainTrpc.analytics.track.mutate({ event, fields }),
);
