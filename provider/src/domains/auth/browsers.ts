// Sign-ins from a new browser. "New" is simply: a user-agent this account has never completed a sign-in with (kept
// as a hash per user in user_browsers). The account's first browser (its sign-up, or its first sign-in) is recorded
// without a message; each later browser writes one new_sign_in message, once. Through the BFF the browser's own
// user-agent arrives as x-forwarded-user-agent (preferred), else the caller's user-agent is used.
import { createHash } from 'node:crypto';
import { messageEvent } from '@sikka/shared/messages/kinds';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { lockUser } from '../../platform/ledger/ledger.ts';

/** Where a sign-in came from. */
export interface Browser {
  /** sha256 of the user-agent (an absent one is a browser too). */
  hash: string;
  /** 'Chrome on Windows', for the message. */
  description: string;
  ip: string | null;
}

const USER_AGENT_MAX = 512;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function browserOf(request: FastifyRequest): Browser {
  const userAgent = (header(request, 'x-forwarded-user-agent') ?? header(request, 'user-agent') ?? '')
    .trim()
    .slice(0, USER_AGENT_MAX);
  return {
    hash: createHash('sha256').update(userAgent).digest('hex'),
    description: describeUserAgent(userAgent),
    ip: request.ip || null,
  };
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A user-agent in a few words: 'Chrome on Windows', 'Safari on iPhone', or 'an unknown browser'. */
function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'an unknown browser');
}

/**
 * Records a completed sign-in (or sign-up) from `browser`, under the user's row lock so two first sign-ins cannot
 * both count as the first: a browser new to an account that already has one writes its new_sign_in message.
 */
export async function signedInFrom(
  db: Database,
  events: UserEvents,
  userId: number,
  browser: Browser,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const known = await trx
      .selectFrom('user_browsers')
      .select((eb) => [
        eb.fn.countAll<string>().as('browsers'),
        eb.fn.countAll<string>().filterWhere('browser_hash', '=', browser.hash).as('this_one'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_browsers')
      .values({ user_id: userId, browser_hash: browser.hash, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'browser_hash']).doUpdateSet({ last_seen_at: at }))
      .execute();
    if (Number(known.this_one) > 0 || Number(known.browsers) === 0) return;
    await events.record(
      trx,
      messageEvent(
        userId,
        'new_sign_in',
        { browser: browser.description, ip: browser.ip },
        `signin:${userId}:${browser.hash}`,
      ),
    );
  });
}
