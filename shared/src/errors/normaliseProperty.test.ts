// §8: normaliseProviderError never throws and always answers a valid AppError, whatever the body and status.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { appErrorSchema } from './appError.ts';
import { NOT_A_SUB_BROKER, TOKEN_BLACKLISTED, TOKEN_EXPIRED, WRONG_NUMBER_OF_SEGMENTS } from './messages.ts';
import { normaliseProviderError } from './normalise.ts';

describe('§8 property: any body, any status, never throws, always a valid AppError', () => {
  const statuses = fc.oneof(fc.integer({ min: -1, max: 1000 }), fc.constantFrom(422, 432, 503), fc.double());
  const messages = fc.constantFrom(
    TOKEN_EXPIRED,
    TOKEN_BLACKLISTED,
    WRONG_NUMBER_OF_SEGMENTS,
    NOT_A_SUB_BROKER,
    'x',
  );
  // Shapes close to the catalogue's, so the property reaches the interesting branches, not only generic.
  const catalogueLike = fc.record(
    {
      error: fc.oneof(
        fc.string(),
        fc.record(
          {
            message: fc.oneof(
              messages,
              fc.string(),
              fc.jsonValue().map((v) => JSON.stringify(v)),
            ),
            errors: fc.dictionary(fc.string(), fc.oneof(fc.array(fc.string()), fc.string(), fc.jsonValue())),
            status_code: fc.oneof(fc.constantFrom(422, 432, 503, '432'), fc.jsonValue()),
            required: fc.oneof(fc.constant('pan_number'), fc.jsonValue()),
            maintenance: fc.oneof(fc.constantFrom(true, 1, '1'), fc.jsonValue()),
            data: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
      ),
      message: fc.oneof(messages, fc.string()),
      errors: fc.jsonValue(),
      status_code: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );
  const bodies = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    catalogueLike,
    catalogueLike.map((v) => JSON.stringify(v)),
    catalogueLike.map((v) => ({ message: JSON.stringify(v) })),
    fc.uint8Array(),
    fc.anything(),
  );

  it('§8 normaliseProviderError(status, body) parses with appErrorSchema', () => {
    fc.assert(
      fc.property(statuses, bodies, (status, body) => {
        const result = normaliseProviderError(status, body);
        const parsed = appErrorSchema.safeParse(result);
        if (!parsed.success) throw new Error(`${JSON.stringify(result)}: ${parsed.error.message}`);
      }),
      { numRuns: 2000 },
    );
  });
});
