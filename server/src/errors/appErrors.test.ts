import type { AppError } from '@sikka/shared/errors/appError';
import { appErrorSchema } from '@sikka/shared/errors/appError';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../upstream/client.ts';
import { AppTRPCError, appErrorFromZod, toAppTRPCError, trpcCodeFor } from './appErrors.ts';

const call = { method: 'POST', path: '/auth/login', auth: 'visitor' } as const;
const base = { fieldErrors: {}, message: 'x' };

describe('one error boundary: provider errors become tRPC codes plus the §8 AppError', () => {
  it.each<[Partial<AppError> & Pick<AppError, 'kind' | 'status'>, string]>([
    [{ kind: 'field', status: 422 }, 'UNPROCESSABLE_CONTENT'],
    [{ kind: 'session-expired', status: 401 }, 'UNAUTHORIZED'],
    [{ kind: 'token-invalid', status: 401 }, 'UNAUTHORIZED'],
    [{ kind: 'further-details', status: 432 }, 'PRECONDITION_REQUIRED'],
    [{ kind: 'maintenance', status: 503 }, 'SERVICE_UNAVAILABLE'],
    [{ kind: 'message', status: 429 }, 'TOO_MANY_REQUESTS'],
    [{ kind: 'message', status: 404 }, 'NOT_FOUND'],
    [{ kind: 'generic', status: 502 }, 'BAD_GATEWAY'],
    [{ kind: 'generic', status: 504 }, 'GATEWAY_TIMEOUT'],
    [{ kind: 'generic', status: 500 }, 'BAD_GATEWAY'],
    [{ kind: 'generic', status: 0 }, 'BAD_GATEWAY'],
    [{ kind: 'message', status: 418 }, 'BAD_REQUEST'],
  ])('%j → %s', (error, code) => {
    expect(trpcCodeFor({ ...base, ...error } as AppError)).toBe(code);
  });

  it('§8 a provider 422 with field errors reaches the client as kind field with the first error', () => {
    const upstream = new UpstreamError(
      422,
      { error: { errors: { password: ['Wrong password'] }, message: 'Invalid' } },
      call,
    );
    const { error, unexpected } = toAppTRPCError(upstream);
    expect(unexpected).toBe(false);
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(error.appError).toMatchObject({
      kind: 'field',
      message: 'Wrong password',
      firstFieldError: { field: 'password', message: 'Wrong password' },
    });
    expect(appErrorSchema.safeParse(error.appError).success).toBe(true);
  });

  it('a provider 5xx never shows its own text, only the generic message', () => {
    const { error } = toAppTRPCError(
      new UpstreamError(500, { message: 'relation "users" does not exist' }, call),
    );
    expect(error.appError).toMatchObject({ kind: 'generic', message: GENERIC_ERROR_MESSAGE });
  });

  it('§8 the token messages are silent and end the session', () => {
    const { error } = toAppTRPCError(new UpstreamError(401, { message: 'Token has expired' }, call));
    expect(error.appError).toMatchObject({ kind: 'session-expired', message: null });
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('input refused by the shared schema is a field error naming the field, never a 500', () => {
    const parsed = z
      .object({ mobile_number: z.string().min(10, 'Too short') })
      .safeParse({ mobile_number: '1' });
    if (parsed.success) throw new Error('expected a failure');
    const appError = appErrorFromZod(parsed.error);
    expect(appError).toMatchObject({ kind: 'field', message: 'Too short', status: 422 });
    expect(appError.firstFieldError).toEqual({ field: 'mobile_number', message: 'Too short' });
    const wrapped = toAppTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(wrapped.error.code).toBe('UNPROCESSABLE_CONTENT');
  });

  it('a fault of ours is unexpected: logged whole, shown as the generic message', () => {
    const { error, unexpected } = toAppTRPCError(new Error('boom'));
    expect(unexpected).toBe(true);
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.appError.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('keeps an AppTRPCError as it is', () => {
    const own = new AppTRPCError('TOO_MANY_REQUESTS', { ...base, kind: 'message', status: 429 });
    expect(toAppTRPCError(own).error).toBe(own);
  });
});

describe("a provider's no and an unknown outcome are told apart (the client checks a money call's outcome)", () => {
  const execute = { method: 'POST', path: '/instant/orders', auth: 'bearer' } as const;
  it.each<[string, UpstreamError, 'refused' | 'unknown']>([
    [
      'a field error',
      new UpstreamError(422, { error: { errors: { amount: ['Too much'] }, message: 'x' } }, execute),
      'refused',
    ],
    ['an expired quote', new UpstreamError(409, { message: 'This quote has expired' }, execute), 'refused'],
    ['a lapsed session', new UpstreamError(401, { message: 'Token has expired' }, execute), 'refused'],
    [
      'the maintenance answer',
      new UpstreamError(
        503,
        { error: { maintenance: true, status_code: 503, message: 'Back soon' } },
        execute,
      ),
      'refused',
    ],
    ['a timeout (504, no answer)', new UpstreamError(504, null, execute), 'unknown'],
    ['a reset or refused connection (502, no answer)', new UpstreamError(502, null, execute), 'unknown'],
    ["a proxy's 502 page", new UpstreamError(502, '<html>Bad Gateway</html>', execute), 'unknown'],
    ["a proxy's 503 page", new UpstreamError(503, '<html>Service Unavailable</html>', execute), 'unknown'],
    [
      "the provider's own 500",
      new UpstreamError(500, { message: 'Internal Server Error' }, execute),
      'unknown',
    ],
  ])('%s → %s', (_what, upstream, outcome) => {
    const { error } = toAppTRPCError(upstream);
    expect(error.appError.outcome).toBe(outcome);
    expect(appErrorSchema.safeParse(error.appError).success).toBe(true);
  });

  it('a fault of our own after the call is unknown too', () => {
    const { error, unexpected } = toAppTRPCError(new Error('bug after the provider answered'));
    expect(unexpected).toBe(true);
    expect(error.appError.outcome).toBe('unknown');
  });
});
