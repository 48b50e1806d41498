// Provider routes registered from their shared call descriptors (shared/src/contract.ts): the path, method, request
// schema and response schema come from the descriptor, and authentication is one hook chosen by its `auth` (and §6's
// verified rule by its `verified`), so a handler receives its parsed input and its caller, and a route cannot forget
// its guard. Route files only wire `serve(call, handler)`; handlers call services and repositories.
import type { CallDescriptor, OperatorCallDescriptor } from '@sikka/shared/contract';
import { routePattern } from '@sikka/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { ProviderConfig } from '../config.ts';
import type { Session } from '../identity/guards.ts';
import { requireVerified } from '../identity/permission.ts';
import { bearerOf, type RecoveryToken, type Tokens } from '../identity/tokens.ts';
import { fieldError, HttpError, messageError } from './errors.ts';

const NOT_WITH_AN_API_KEY = 'This call cannot be made with an API key';
const API_KEY_SCOPE_MISSING = "This API key's scopes do not allow this call";

import { zodFieldErrors } from './parse.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call this provider serves from its descriptor (the contract test compares it with the BFF's). */
    served: ReadonlySet<CallDescriptor>;
  }
  interface FastifyRequest {
    /** The signed-in caller of a 'bearer' route (its hook verified the token); null elsewhere. */
    session: Session | null;
    /** The forgot-password token of a 'recovery-token' route; null elsewhere. */
    recovery: RecoveryToken | null;
  }
}

/** A call the provider serves: the BFF's (`serve`) or the operator's (`OperatorRoutes.register`). */
type AnyCall = CallDescriptor | OperatorCallDescriptor;

type Input<C extends AnyCall> = C['request'] extends z.ZodType
  ? z.output<C['request']>
  : C['request'] extends 'bytes'
    ? Buffer
    : undefined;
type Answer<C extends AnyCall> = C['response'] extends z.ZodType ? z.input<C['response']> : FastifyReply;

/** What a handler is given: its parsed input and its caller, as its descriptor's `auth` guarantees. */
interface Served<C extends AnyCall> {
  input: Input<C>;
  session: C['auth'] extends 'bearer' ? Session : null;
  recovery: C['auth'] extends 'recovery-token' ? RecoveryToken : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends AnyCall> = (served: Served<C>) => Promise<Answer<C>> | Answer<C>;

/** What a route adds to its descriptor, on the provider's side only. */
export interface ServeOptions {
  /** The route's own body for its auth hook's refusal (§7's session check answers its 401 as JSON in a message). */
  refusal?: (error: HttpError) => HttpError;
}

/** The provider's router for described calls: `serve(call, handler)` registers one. */
export type Serve = <C extends CallDescriptor>(call: C, handler: Handler<C>, options?: ServeOptions) => void;

/** The operator scope's router: `serve(call, handler)` registers an operator call under its /admin prefix. */
export type ServeOperator = <C extends OperatorCallDescriptor>(call: C, handler: Handler<C>) => void;

type TokenCheck = (request: FastifyRequest) => Promise<void>;

/** What serving needs: the token checks, and whether answers are checked against their schema. */
export interface ContractDeps {
  tokens: Tokens;
  config: Pick<ProviderConfig, 'NODE_ENV'>;
}

/** The token check each `auth` asks for; none for a visitor's call. */
function tokenCheck({ tokens }: ContractDeps, call: AnyCall): TokenCheck | undefined {
  if (call.auth === 'recovery-token') {
    return async (request) => {
      const header = request.headers.token;
      request.recovery = await tokens.verifyRecovery(typeof header === 'string' ? header.trim() : undefined);
    };
  }
  // The operator's token is its scope's own hook (system/operatorScope.ts).
  if (call.auth !== 'bearer') return undefined;
  return async (request) => {
    const bearer = await tokens.verifyBearer(bearerOf(request.headers.authorization));
    // An API key's token passes only where the descriptor lets integrators in, with the scope it names.
    if (bearer.apiKey && !(call.apiScope && bearer.apiKey.scopes.includes(call.apiScope)))
      throw messageError(403, call.apiScope ? API_KEY_SCOPE_MISSING : NOT_WITH_AN_API_KEY);
    if (call.verified) requireVerified(bearer.user);
    request.session = bearer;
  };
}

/** The token check run as the route's first hook (before its body is read), its refusal in the route's body. */
function authenticate(
  services: ContractDeps,
  call: AnyCall,
  refusal: ServeOptions['refusal'],
): onRequestHookHandler | undefined {
  const check = tokenCheck(services, call);
  if (!check || !refusal) return check;
  return async (request) => {
    try {
      await check(request);
    } catch (error) {
      throw error instanceof HttpError ? refusal(error) : error;
    }
  };
}

/**
 * Parses a body or query with the descriptor's schema: a failure is §8's 422 naming each field (never Fastify's 400),
 * and a missing body is an empty object, so the fields get named.
 */
function contractValidator({ schema }: { schema: unknown }) {
  const zod = schema as z.ZodType;
  return (data: unknown) => {
    const input = data ?? {};
    const result = zod.safeParse(input);
    return result.success
      ? { value: result.data }
      : { error: fieldError(zodFieldErrors(result.error, input)) };
  };
}

/** A described route's answer that its response schema refuses: the contract broken (a 500, and a failed test). */
class ContractBroken extends Error {
  override name = 'ContractBroken';
}

/**
 * Serialises an answer as it is (JSON.stringify); outside production it first checks the answer against the
 * descriptor's response schema, so a drift fails every test that reaches the route. It never transforms the answer:
 * what production sends is what the tests saw.
 */
function contractSerializer(check: boolean) {
  return ({ schema, url }: { schema: unknown; url: string }) => {
    const zod = schema as z.ZodType;
    return (data: unknown) => {
      if (check) {
        const result = zod.safeParse(data);
        if (!result.success)
          throw new ContractBroken(
            `${url} answered a body its response schema refuses: ${result.error.message}`,
          );
      }
      return JSON.stringify(data);
    };
  };
}

/** The largest raw upload a described call takes (a document or a picture is checked for its own limit after). */
const RAW_BODY_LIMIT = 12 * 1024 * 1024;

/** Sets the parsing and answer checks of described routes on `target` (an app, or a scope of its own). */
function describedRoutes(target: FastifyInstance, deps: ContractDeps): void {
  target.setValidatorCompiler(contractValidator);
  target.setSerializerCompiler(contractSerializer(deps.config.NODE_ENV !== 'production'));
}

/** Registers one described call on `target` at `url`, its handler given its parsed input and caller. */
function registerCall<C extends AnyCall>(
  target: FastifyInstance,
  call: C,
  url: string,
  handler: Handler<C>,
  onRequest: onRequestHookHandler | undefined,
): void {
  const inQuery = call.method === 'GET';
  const schema = typeof call.request === 'object' && call.request !== null ? call.request : null;
  const register = (scope: FastifyInstance): void => {
    scope.route({
      method: call.method,
      url,
      schema: {
        ...(schema === null ? {} : inQuery ? { querystring: schema } : { body: schema }),
        ...(call.response === 'file' ? {} : { response: { '2xx': call.response } }),
      },
      ...(onRequest ? { onRequest } : {}),
      handler: (request, reply) =>
        handler({
          input: (call.request === null
            ? undefined
            : call.request === 'bytes'
              ? Buffer.isBuffer(request.body)
                ? request.body
                : Buffer.alloc(0)
              : inQuery
                ? request.query
                : request.body) as never,
          session: request.session as never,
          recovery: request.recovery as never,
          request,
          reply,
        }) as never,
    });
  };
  if (call.request !== 'bytes') {
    register(target);
    return;
  }
  // A raw upload is read as bytes in a scope of its own, so no other route takes a raw body.
  void target.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: RAW_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/** Sets the provider's parsing and answer checks for described routes and answers the `serve` that registers them. */
export function contractRoutes(app: FastifyInstance, deps: ContractDeps): Serve {
  const served = new Set<CallDescriptor>();
  app.decorate('served', served);
  app.decorateRequest('session', null);
  app.decorateRequest('recovery', null);
  describedRoutes(app, deps);
  return (call, handler, options = {}) => {
    served.add(call);
    registerCall(app, call, routePattern(call.path), handler, authenticate(deps, call, options.refusal));
  };
}

/**
 * The `serve` of an operator scope registered under `prefix` (its guard is the scope's own hook): each call's path
 * is registered relative to that prefix, so the descriptor's path is the one an operator calls.
 */
export function operatorRoutes(scope: FastifyInstance, deps: ContractDeps, prefix: string): ServeOperator {
  describedRoutes(scope, deps);
  return (call, handler) => {
    if (!call.path.startsWith(`${prefix}/`)) throw new Error(`${call.path} is not under ${prefix}`);
    registerCall(scope, call, routePattern(call.path.slice(prefix.length)), handler, undefined);
  };
}
