// A fuzz of every tRPC input: arbitrary JSON (fast-check) at every query and mutation of the BFF, as a visitor and
// as a signed-in user, and NUL bytes, controls and broken Unicode in every string of the free-text forms' good
// inputs and of the fuzz's own. Never a 5xx, and every refusal in §8's shape (an appError with its kind and message).
import { PLAIN_TEXT_MESSAGE } from '@sikka/shared/validation/plainText';
import fc from 'fast-check';
import { appRouter } from '../../../server/src/appRouter.ts';
import { SAMPLE_NOMINEE } from '../../support/kycDocuments.ts';
import { type Answer, type BffCaller, bffCaller, devUser, signInToBff } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const INPUTS_PER_PROCEDURE = Number(process.env.CHAOS_FUZZ_INPUTS ?? 40);
// Calls that end the session or sign in again would turn the signed-in half into a visitor's.
const LEAVES_SESSION = new Set(['auth.logout']);

type Procedures = Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

/** What PostgreSQL cannot store (NUL, unpaired surrogates) and what a person cannot type (controls, bidi overrides). */
const POISONS = ['\u0000', '\uD800', '\uDFFF', '\u0007', '\u001B', '\u202E'];

/** Good inputs of the free-text forms: each of their string fields is poisoned in turn. */
const FREE_TEXT_FORMS: Array<[path: string, input: Record<string, unknown>]> = [
  [
    'kyc.saveAddress',
    { line1: '12, MG Road', line2: 'Near the park', city: 'Bengaluru', state: 'Karnataka', pin: '560001' },
  ],
  ['user.saveNominee', { ...SAMPLE_NOMINEE }],
  [
    'declaration.sign',
    { id: 1, source_of_funds: 'Salary', user_comment: 'Savings for a house', declared: true, otp: '123456' },
  ],
  [
    'auth.signup',
    {
      mobile_number: '9000000001',
      password: 'Demo@1234',
      tnc_accepted: 1,
      recaptcha_code: 'x',
      coupon_code: 'NEW',
      referral_code: 'R1',
    },
  ],
  [
    'wallet.withdraw',
    { coin: 'BTC', amount: '0.001', address: 'bc1qexample', otp: '123456', idempotency_key: 'k-1' },
  ],
];

/** Every variant of an input with one of its top-level strings poisoned (at its start, middle or end). */
function poisoned(input: Record<string, unknown>): Array<[field: string, input: Record<string, unknown>]> {
  const variants: Array<[string, Record<string, unknown>]> = [];
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    for (const [index, poison] of POISONS.entries()) {
      const at = index % 3 === 0 ? 0 : index % 3 === 1 ? Math.floor(value.length / 2) : value.length;
      variants.push([field, { ...input, [field]: `${value.slice(0, at)}${poison}${value.slice(at)}` }]);
    }
  }
  return variants;
}

/** Every string inside a JSON value with a poison added. */
function poisonStrings(value: unknown, poison: string): unknown {
  if (typeof value === 'string') return `${value}${poison}`;
  if (Array.isArray(value)) return value.map((inner) => poisonStrings(inner, poison));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, poisonStrings(inner, poison)]),
    );
  return value;
}

function fieldErrorsOf(answer: Answer): Record<string, string[]> {
  const appError = (answer.body as { error?: { data?: { appError?: { fieldErrors?: unknown } } } })?.error
    ?.data?.appError;
  return (appError?.fieldErrors ?? {}) as Record<string, string[]>;
}

function inSection8Shape(answer: Answer): boolean {
  if (answer.status === 200) return true;
  const appError = (
    answer.body as { error?: { data?: { appError?: { kind?: unknown; message?: unknown } } } }
  )?.error?.data?.appError;
  // The message may be null: the kind alone tells the client what to do (an ended session goes to Log In).
  return (
    typeof appError?.kind === 'string' && (typeof appError.message === 'string' || appError.message === null)
  );
}

export const inputFuzz: Scenario = {
  name: 'fuzz of every tRPC input',
  async run(stack) {
    const procedures = Object.entries(
      (appRouter as unknown as { _def: { procedures: Procedures } })._def.procedures,
    )
      .filter(([, procedure]) => procedure._def.type !== 'subscription')
      .filter(([path]) => !LEAVES_SESSION.has(path));
    const user = await devUser(stack.providerUrl, { funds: { INR: '1000' } });
    const callers: Array<[string, BffCaller]> = [
      ['visitor', bffCaller(stack.bffUrl)],
      ['signed in', await signInToBff(stack.bffUrl, stack.providerUrl, user)],
    ];
    const inputs = fc.sample(fc.jsonValue({ maxDepth: 3 }), INPUTS_PER_PROCEDURE * procedures.length);
    let calls = 0;
    const serverErrors: string[] = [];
    const badShapes: string[] = [];
    for (const [who, caller] of callers) {
      for (const [index, [path, procedure]] of procedures.entries()) {
        for (let i = 0; i < INPUTS_PER_PROCEDURE; i += 1) {
          const input = inputs[(index * INPUTS_PER_PROCEDURE + i) % inputs.length];
          const answer =
            procedure._def.type === 'query'
              ? await caller.query(path, input)
              : await caller.mutate(path, input);
          calls += 1;
          if (answer.status >= 500 || answer.status === 0)
            serverErrors.push(`${who} ${path} → ${answer.status}`);
          else if (!inSection8Shape(answer)) badShapes.push(`${who} ${path} → ${answer.status}`);
        }
      }
    }
    const sample = (list: string[]) => (list.length > 0 ? ` (${list.slice(0, 3).join('; ')})` : '');

    // NUL, controls and broken Unicode: in each string field of the free-text forms (refused on that field: with
    // §5's plain-text message where the field is free text, with its own rule otherwise), and in every string of the
    // arbitrary inputs at every procedure (never a 5xx).
    const signedIn = callers[1]?.[1] as BffCaller;
    let poisonCalls = 0;
    let plainTextRefusals = 0;
    const poisonServerErrors: string[] = [];
    const notOnField: string[] = [];
    let fresh = 0;
    for (const [path, input] of FREE_TEXT_FORMS) {
      for (const [field, variant] of poisoned(input)) {
        // Each sign-up names a number of its own, so the per-number limit does not answer before the field does.
        fresh += 1;
        const call =
          path === 'auth.signup' && field !== 'mobile_number'
            ? {
                ...variant,
                mobile_number: `95${String(Date.now() % 1e4).padStart(4, '0')}${String(fresh).padStart(4, '0')}`,
              }
            : variant;
        const answer = await signedIn.mutate(path, call);
        poisonCalls += 1;
        if (fieldErrorsOf(answer)[field]?.includes(PLAIN_TEXT_MESSAGE)) plainTextRefusals += 1;
        if (answer.status >= 500 || answer.status === 0)
          poisonServerErrors.push(`${path}.${field} → ${answer.status}`);
        else if (!fieldErrorsOf(answer)[field]?.length)
          notOnField.push(`${path}.${field} → ${answer.status} ${JSON.stringify(fieldErrorsOf(answer))}`);
      }
    }
    for (const [index, [path, procedure]] of procedures.entries()) {
      const input = poisonStrings(inputs[index % inputs.length], POISONS[index % POISONS.length] as string);
      const answer =
        procedure._def.type === 'query'
          ? await signedIn.query(path, input)
          : await signedIn.mutate(path, input);
      poisonCalls += 1;
      if (answer.status >= 500 || answer.status === 0) poisonServerErrors.push(`${path} → ${answer.status}`);
    }
    return [
      row(
        `NUL, controls and broken Unicode in every string field of ${FREE_TEXT_FORMS.length} free-text forms and of the fuzz`,
        `${poisonCalls} calls: ${poisonServerErrors.length} 5xx${sample(poisonServerErrors)}, ${notOnField.length} not refused on their field${sample(notOnField)}, ${plainTextRefusals} with the plain-text message`,
        poisonServerErrors.length === 0 && notOnField.length === 0,
      ),
      row(
        `arbitrary JSON at ${procedures.length} procedures, visitor and signed in`,
        `${calls} calls: ${serverErrors.length} 5xx${sample(serverErrors)}, ${badShapes.length} outside §8's shape${sample(badShapes)}`,
        serverErrors.length === 0 && badShapes.length === 0,
      ),
    ];
  },
};
