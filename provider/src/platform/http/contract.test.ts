// The contract's own rules, on a bare Fastify: a described route parses its input into §8 field errors, answers only
// what its response schema allows (a drift is a 500 outside production, so a test fails), and production sends the
// answer as it is.
import { defineCalls } from '@sikka/shared/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContractDeps, contractRoutes } from './contract.ts';
import { installErrorHandler } from './errorHandler.ts';

const calls = defineCalls({
  echo: {
    method: 'POST',
    path: '/echo',
    auth: 'visitor',
    request: z.object({ amount: z.string().regex(/^\d+$/, 'Enter digits') }).strict(),
    response: z.object({ amount: z.string() }),
  },
  drift: {
    method: 'GET',
    path: '/drift',
    auth: 'visitor',
    request: null,
    response: z.object({ ok: z.boolean() }),
  },
});

function app(nodeEnv: 'test' | 'production') {
  const fastify = Fastify();
  installErrorHandler(fastify);
  const serve = contractRoutes(fastify, { config: { NODE_ENV: nodeEnv } } as unknown as ContractDeps);
  serve(calls.echo, ({ input }) => ({ amount: input.amount }));
  serve(calls.drift, () => ({ ok: 'yes' }) as never);
  return fastify;
}

describe('a route served from its descriptor', () => {
  it('parses its body with the request schema: a refusal is §8 422 naming the field', async () => {
    const served = app('test');
    const good = await served.inject({ method: 'POST', url: '/echo', payload: { amount: '12' } });
    expect(good.json()).toEqual({ amount: '12' });
    const bad = await served.inject({ method: 'POST', url: '/echo', payload: { amount: '1.5', extra: 1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.errors).toEqual({
      amount: ['Enter digits'],
      extra: ['This field is not accepted'],
    });
    const missing = await served.inject({ method: 'POST', url: '/echo' });
    expect(missing.json().error.errors.amount).toEqual(['This field is required']);
    expect(served.served.has(calls.echo)).toBe(true);
  });

  it('an answer its response schema refuses fails outside production (the contract is broken), and goes out as it is in production', async () => {
    expect((await app('test').inject({ method: 'GET', url: '/drift' })).statusCode).toBe(500);
    const production = await app('production').inject({ method: 'GET', url: '/drift' });
    expect(production.json()).toEqual({ ok: 'yes' });
  });
});
