// A fuzz of every tRPC input: arbitrary JSON (fast-check) at every query and mutation of the BFF, as a visitor and
// as a signed-in user. Never a 5xx, and every refusal in §8's shape (an appError with its kind and message).
import fc from 'fast-check';
import { appRouter } from '../../../server/src/appRouter.ts';
import { type Answer, type BffCaller, bffCaller, devUser, signInToBff } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const INPUTS_PER_PROCEDURE = Number(process.env.CHAOS_FUZZ_INPUTS ?? 40);
// Calls that end the session or sign in again would turn the signed-in half into a visitor's.
const LEAVES_SESSION = new Set(['auth.logout']);

type Procedures = Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>;

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
    return [
      row(
        `arbitrary JSON at ${procedures.length} procedures, visitor and signed in`,
        `${calls} calls: ${serverErrors.length} 5xx${sample(serverErrors)}, ${badShapes.length} outside §8's shape${sample(badShapes)}`,
        serverErrors.length === 0 && badShapes.length === 0,
      ),
    ];
  },
};
