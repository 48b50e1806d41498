// The declaration form's calls (shared/src/declaration/declaration.ts): GET /esign?id= reads one, POST /esign/sign
// signs it with the §9 transaction code (sent by POST /request-otp type 8) and releases its held order.
import {
  DECLARATION_OTP_PURPOSE,
  type Declaration,
  declarationQuerySchema,
  signDeclarationRequestSchema,
} from '@sikka/shared/declaration/declaration';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { parseWith } from '../http/parse.ts';
import { userOtpIdentifier } from '../otp/otpRoutes.ts';
import type { Services } from '../services.ts';

export function registerDeclarationRoutes(app: FastifyInstance, services: Services): void {
  const { declarations } = services.money;

  app.get('/esign', async (request): Promise<Declaration> => {
    const session = await requireSession(services, request);
    const { id } = parseWith(declarationQuerySchema, request.query);
    return declarations.get(session.userId, id);
  });

  app.post('/esign/sign', async (request) => {
    const session = await requireSession(services, request);
    const { otp: code, ...body } = parseWith(signDeclarationRequestSchema, request.body);
    return declarations.sign(session.userId, body, (trx) =>
      services.otp.check(trx, userOtpIdentifier(session.userId), DECLARATION_OTP_PURPOSE, code),
    );
  });
}
