// The operator calls (/admin/*, ADMIN_TOKEN), each domain's in a guarded Fastify scope of its own: the guard is the
// scope's own hook, which runs on the route the router matched, so no spelling of a path reaches an operator
// handler without the token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ContractDeps, operatorRoutes, type ServeOperator } from '../http/contract.ts';
import { messageError } from '../http/errors.ts';

const OPERATOR_PREFIX = '/admin';

/** Registers a domain's operator calls (their descriptors' paths under /admin) behind the operator's token. */
export interface OperatorRoutes {
  register(routes: (serve: ServeOperator) => void): void;
}

function authorised(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Operator scopes on `target` (the operator's own listener or the app); none at all without a token. */
export function operatorScope(
  target: FastifyInstance | null,
  adminToken: string | undefined,
  deps: ContractDeps,
): OperatorRoutes {
  if (!target || !adminToken) return { register: () => {} };
  let first = true;
  return {
    register(routes) {
      const answersUnknownPaths = first;
      first = false;
      void target.register(
        async (scope) => {
          // Refuses by default: the hook runs before parsing, on every route and on the scope's not-found answer.
          scope.addHook('onRequest', async (request) => {
            if (!authorised(request, adminToken)) throw messageError(401, 'Unauthorised');
          });
          if (answersUnknownPaths)
            scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
          routes(operatorRoutes(scope, deps, OPERATOR_PREFIX));
        },
        { prefix: OPERATOR_PREFIX },
      );
    },
  };
}
