// One contract: every provider call the BFF may make is served by the provider from the very same descriptor
// (shared/src/<domain>/calls.ts), so the two cannot disagree on a path, a method, a schema or who may call.
import { systemCalls } from '@sikka/shared/system/calls';
import { providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CALLS } from './calls.ts';

const provider = providerForFile();

describe('the BFF calls only what the provider serves from the shared descriptors', () => {
  it('every call the BFF may make, JSON, download or upload, is a route the provider registered from that descriptor', () => {
    const unserved = [...ALLOWED_CALLS]
      .filter((call) => !provider.app.served.has(call))
      .map((call) => `${call.method} ${call.path}`);
    expect(unserved).toEqual([]);
  });

  it('each of them answers on its path and method (a described route, not a 404)', async () => {
    for (const call of ALLOWED_CALLS) {
      const answer = await provider.app.inject({ method: call.method, url: call.path });
      expect(answer.statusCode, `${call.method} ${call.path}`).not.toBe(404);
    }
  });

  it("the liveness the BFF's readiness asks for answers as its descriptor says", async () => {
    const { method, path, response } = systemCalls.health;
    const answer = await provider.app.inject({ method, url: path });
    expect(answer.statusCode).toBe(200);
    expect(response.safeParse(answer.json()).success).toBe(true);
  });
});
