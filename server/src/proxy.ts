// Pass-through procedures drawn from their shared call descriptors: a procedure that only makes one provider call is
// `proxy(call)` in its router, with no handler. Its input is the call's request schema, its answer the call's
// response, its caller as the call's auth says (a visitor, the session, or the recovery cookie's token), and a GET is
// a query, a POST a mutation, unless the router names the kind.
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from './context.ts';
import { AppTRPCError, messageAppError, RECOVERY_ENDED_MESSAGE } from './errors/appErrors.ts';
import { authedProcedure, publicProcedure } from './trpc.ts';
import type { ProviderCall } from './upstream/calls.ts';
import { via } from './upstream/client.ts';

type Kind = 'query' | 'mutation';

// biome-ignore lint/suspicious/noConfusingVoidType: tRPC's own type for a procedure that takes no input.
type NoInput = void;

/** A body that is the empty object takes no input: the procedure sends `{}`. */
type InputOf<C extends ProviderCall> =
  C['request'] extends z.ZodObject<infer Shape>
    ? keyof Shape extends never
      ? NoInput
      : z.input<C['request']>
    : C['request'] extends z.ZodType
      ? z.input<C['request']>
      : NoInput;

type Described<C extends ProviderCall> = { input: InputOf<C>; output: z.output<C['response']>; meta: object };

/** The procedure proxy(call) makes, typed exactly as a hand-written one would be. */
type Proxied<C extends ProviderCall, K extends Kind> = K extends 'query'
  ? TRPCQueryProcedure<Described<C>>
  : TRPCMutationProcedure<Described<C>>;

type KindOf<C extends ProviderCall> = C['method'] extends 'GET' ? 'query' : 'mutation';

/** The recovery cookie's token, or the §4 'timed out' refusal when the reset it belongs to has ended. */
export async function recoveryToken(ctx: Pick<Context, 'cookies'>): Promise<string> {
  const token = await ctx.cookies.readRecovery();
  if (token === null) throw new AppTRPCError('UNAUTHORIZED', messageAppError(401, RECOVERY_ENDED_MESSAGE));
  return token;
}

/** Whether the call's body is the empty object (sent as `{}`, no input asked for). */
function emptyBody(request: ProviderCall['request']): boolean {
  return request !== null && 'shape' in request && Object.keys(request.shape).length === 0;
}

/**
 * The procedure for one call. `kind` names a GET that is a mutation to the client (it sends a code) or a POST that is
 * a query (it reads); left out, the call's method decides.
 */
export function proxy<C extends ProviderCall, K extends Kind = KindOf<C>>(call: C, kind?: K): Proxied<C, K> {
  const asQuery = (kind ?? (call.method === 'GET' ? 'query' : 'mutation')) === 'query';
  const takesInput = call.request !== null && !emptyBody(call.request);
  const body = (input: unknown) => (call.request === null ? {} : { body: takesInput ? input : {} });
  if (call.auth === 'bearer') {
    const base = takesInput && call.request !== null ? authedProcedure.input(call.request) : authedProcedure;
    const resolve = ({ ctx, input }: { ctx: Context & { session: { token: string } }; input: unknown }) =>
      ctx.provider.send(call, { ...body(input), credential: ctx.session.token, ...via(ctx) });
    return (asQuery ? base.query(resolve) : base.mutation(resolve)) as Proxied<C, K>;
  }
  const base = takesInput && call.request !== null ? publicProcedure.input(call.request) : publicProcedure;
  const resolve = async ({ ctx, input }: { ctx: Context; input: unknown }) =>
    ctx.provider.send(call, {
      ...body(input),
      credential: call.auth === 'recovery-token' ? await recoveryToken(ctx) : undefined,
      ...via(ctx),
    });
  return (asQuery ? base.query(resolve) : base.mutation(resolve)) as Proxied<C, K>;
}
