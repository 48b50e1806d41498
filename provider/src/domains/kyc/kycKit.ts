// What the KYC tests share (kycSteps, kycReview and kycDocuments .test.ts): the operator's token, a signed-in
// newcomer and their calls, fresh test PANs, every step done, and the person's details and messages.
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { completeKycSteps } from '@sikka/tests/support/kycDocuments';
import { call, createUser, signIn, type TestProvider } from '@sikka/tests/support/provider';

export const ADMIN = 'kyc-test-admin-token-0123456789abcdef';

/** A test PAN ending in `digits`, of an individual unless `category` says otherwise. */
export const PAN = (digits: string, category = 'P') =>
  `ABC${category}${'XYZ'.charAt(digits.length % 3)}${digits}K`;

async function signedInNewcomer(provider: TestProvider) {
  const user = await createUser(provider.url);
  const { token } = await signIn(provider, user.mobile_number as string);
  return { ...user, token, mobile: user.mobile_number as string };
}

export type Person = Awaited<ReturnType<typeof signedInNewcomer>>;

/** The helpers, on whichever provider `current` answers (the auto-reviewer's test swaps it for its own). */
export function kycKit(current: () => TestProvider) {
  const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(current(), method, url, {
      headers: { authorization: `Bearer ${ADMIN}` },
      ...(body ? { body } : {}),
    });

  const newcomer = () => signedInNewcomer(current());

  const post = (person: Person, url: string, body?: unknown) =>
    call(current(), 'POST', url, { bearer: person.token, ...(body === undefined ? {} : { body }) });

  let panSerial = 1000;
  /** A fresh ordinary test PAN (not one of the special digit blocks), so one-PAN-one-account never trips. */
  const freshPan = () => {
    panSerial += 1;
    return PAN(String(panSerial));
  };

  const completeSteps = (person: Person, options: { pep?: boolean } = {}) =>
    completeKycSteps(current().url, person, { pan: freshPan(), ...options });

  /** The person's transaction messages, oldest first. */
  const messagesOf = (userId: number) =>
    current()
      .db.selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  async function details(person: Person) {
    const response = await call(current(), 'GET', '/user-details', { bearer: person.token });
    return userDetailsResponseSchema.parse(response.body).users[0];
  }

  return { admin, newcomer, post, freshPan, completeSteps, messagesOf, details };
}
