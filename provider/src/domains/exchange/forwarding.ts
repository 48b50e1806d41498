// A command for a pair another provider process owns, sent on to the owner as it came (the same call, bearer and
// body), with the owner's answer given back as it gave it.
import { EXCHANGE_UNAVAILABLE } from '@sikka/shared/exchange/messages';
import type { Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyRequest } from 'fastify';
import { HttpError, messageError } from '../../platform/http/errors.ts';
import type { PairOwnership } from './pairOwnership.ts';

/** Marks a forwarded request: its receiver never forwards it on (the pair moved meanwhile: the caller retries). */
const FORWARDED = 'x-sikka-forwarded';
const FORWARD_TIMEOUT_MS = 15_000;

/**
 * The owner's answer to the request (with `body` in place of the request's own); its refusals are thrown as they
 * came. No owner to reach is 503: a place is retried under its idempotency key, so nothing is done twice.
 */
export async function forwardToOwner(
  ownership: PairOwnership,
  request: FastifyRequest,
  pair: Pair,
  body: unknown = request.body,
): Promise<{ status: number; body: unknown }> {
  const address = request.headers[FORWARDED] ? null : await ownership.addressOf(pair);
  if (!address) throw messageError(503, EXCHANGE_UNAVAILABLE);
  let response: Response;
  try {
    response = await fetch(new URL(request.url, address), {
      method: request.method,
      headers: {
        'content-type': 'application/json',
        authorization: request.headers.authorization ?? '',
        'x-request-id': String(request.id),
        [FORWARDED]: '1',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    ownership.forget(pair);
    request.log.warn({ err: error, pair }, 'exchange: the owner of the pair could not be reached');
    throw messageError(503, EXCHANGE_UNAVAILABLE);
  }
  const text = await response.text();
  const answer: unknown = text ? JSON.parse(text) : undefined;
  if (response.status >= 400) {
    if (response.status === 503) ownership.forget(pair);
    throw new HttpError(response.status, answer);
  }
  return { status: response.status, body: answer };
}
