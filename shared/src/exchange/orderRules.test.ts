import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADVANCE_ORDER_TYPES } from './orderTerms.ts';
import { placeOrderRequestSchema } from './schemas.ts';

// The document's JSON Schema of a place request (what integrators validate against) and the schema the routes parse
// with accept exactly the same requests: the cross-field rules are written once and stated in both.
const documented = new Ajv2020({ strict: false }).compile(
  z.toJSONSchema(placeOrderRequestSchema, { io: 'input' }),
);

const maybe = <T>(value: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(value, fc.constant(null)), { nil: undefined, freq: 2 });
const order = fc.record(
  {
    idempotency_key: fc.constant('k-0123456789'),
    client_order_id: fc.constant('grid-1'),
    advance_order_type: fc.constantFrom(...ADVANCE_ORDER_TYPES),
    order_type: fc.constantFrom('BID', 'ASK'),
    coin: fc.constant('BTC'),
    base_coin: fc.constant('INR'),
    rate: maybe(fc.constant('9000000')),
    trigger_price: maybe(fc.constant('9100000')),
    'trigger-price': maybe(fc.constant('9100000')),
    volume: maybe(fc.constant('0.01')),
    total_amount: maybe(fc.constant('5000')),
    unit: fc.constantFrom('volume', 'amount'),
    time_in_force: fc.constantFrom('GTC', 'IOC'),
    post_only: fc.boolean(),
    ladder_end_rate: maybe(fc.constant('8900000')),
    ladder_orders: maybe(fc.constant(5)),
    take_profit: maybe(fc.constant('9500000')),
    stop_loss: maybe(fc.constant('8500000')),
  },
  { requiredKeys: ['advance_order_type', 'order_type', 'coin', 'base_coin'] },
);

describe('POST /orders cross-field rules: the document and the route agree', () => {
  it('the documented JSON Schema accepts a request exactly when the route schema does', () => {
    fc.assert(
      fc.property(order, (body) => {
        const clean = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
        expect(documented(clean), JSON.stringify(clean)).toBe(
          placeOrderRequestSchema.safeParse(clean).success,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('states each rule with its refusal', () => {
    const schema = z.toJSONSchema(placeOrderRequestSchema, { io: 'input' }) as {
      allOf: Array<{ description: string }>;
    };
    expect(schema.allOf.map((rule) => rule.description)).toContain('A stop order needs a trigger price');
  });
});
