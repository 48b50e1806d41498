// The declaration procedures' handlers: each is one allowlisted provider call with the session's token.
import { declarationCalls } from '@sikka/shared/declaration/calls';
import type {
  Declaration,
  DeclarationQuery,
  SignDeclarationRequest,
  SignDeclarationResponse,
} from '@sikka/shared/declaration/declaration';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function get({ ctx, input }: Args<DeclarationQuery>): Promise<Declaration> {
  return ctx.provider.call(declarationCalls.get, { body: input, ...bearer(ctx) });
}

export function sign({ ctx, input }: Args<SignDeclarationRequest>): Promise<SignDeclarationResponse> {
  return ctx.provider.call(declarationCalls.sign, { body: input, ...bearer(ctx) });
}
