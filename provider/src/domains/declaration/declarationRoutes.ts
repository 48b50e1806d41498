// The declaration form's calls (shared/src/declaration/declaration.ts): GET /esign?id= reads one, POST /esign/sign
// signs it with the §9 transaction code (sent by POST /request-otp type 8) and releases its held order.
import { declarationCalls } from '@sikka/shared/declaration/calls';
import { DECLARATION_OTP_PURPOSE } from '@sikka/shared/declaration/declaration';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import type { DeclarationService } from './declarations.ts';

export function registerDeclarationRoutes(
  serve: Serve,
  services: Platform,
  declarations: DeclarationService,
): void {
  serve(declarationCalls.get, ({ input: { id }, session }) => declarations.get(session.userId, id));

  serve(declarationCalls.sign, ({ input: { otp: code, ...body }, session }) =>
    declarations.sign(session.userId, body, (trx) =>
      services.otp.checkFor(trx, session.userId, DECLARATION_OTP_PURPOSE, code),
    ),
  );
}
