// The payment gateway's side of rupee deposits: POST /webhooks/payments (the gateway's signed callback: a bad
// signature is refused before anything is read) and, outside production, POST /gateway/simulated/pay (the
// person confirming at the simulated gateway, which then calls the webhook). The webhook is no call the BFF makes,
// so it stays a plain route with its own signature check; the pay button is served from moneyCalls.

import { PLAIN_TEXT_MESSAGE, unstorableField } from '@sikka/shared/validation/plainText';
import { moneyCalls } from '@sikka/shared/wallet/calls';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldError, messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Platform } from '../../platform/platform.ts';
import { paymentEventSchema } from './gateway.ts';
import type { MoneyServices } from './moneyServices.ts';

export const WEBHOOK_PATH = '/webhooks/payments';
const BAD_SIGNATURE = 'Invalid signature';
const PAYMENT_RECEIVED = 'Payment received';
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export function registerPaymentRoutes(
  app: FastifyInstance,
  serve: Serve,
  services: Platform & { money: MoneyServices },
): void {
  const { money } = services;

  // The signature covers the exact bytes sent, so this one call keeps its body as text (in its own scope).
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!money.gateway.authentic(raw, request.headers)) throw messageError(401, BAD_SIGNATURE);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw messageError(400, 'The body is not JSON');
      }
      // Parsed here, not by the parser: the backstop of §5's plain-text rule applies to this body too.
      const unstorable = unstorableField(json);
      if (unstorable !== null) throw fieldError({ [unstorable]: [PLAIN_TEXT_MESSAGE] });
      const event = parseWith(paymentEventSchema, json);
      return money.deposits.onPaymentEvent(event);
    });
  });

  if (!services.config.DEV_FIXTURES) return;
  serve(moneyCalls.simulatedPayment, async ({ session, input }) => {
    const { delivered } = await money.gateway.pay(session.userId, input.payment_id);
    if (delivered >= 300) throw messageError(502, 'The payment could not be confirmed. Please try again');
    return { message: PAYMENT_RECEIVED };
  });
}
