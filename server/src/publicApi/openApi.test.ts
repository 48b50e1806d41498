// The public API's OpenAPI document is the contract: generated from the schemas the routes validate with, it lints
// clean under Redocly's recommended rules (a CI step: this file runs in `npm test`), and it states what integrators
// rely on — every operation named, who may call it, every refusal with its body, each enumerated field an enum.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadServerConfig } from '../config.ts';
import { PUBLIC_API_PREFIX, PUBLIC_ROUTES } from './publicRoutes.ts';

interface Operation {
  operationId?: string;
  description?: string;
  security?: unknown[];
  deprecated?: boolean;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  properties?: Record<string, Schema>;
  enum?: unknown[];
  pattern?: string;
  default?: unknown;
  deprecated?: boolean;
  allOf?: Array<{ description?: string }>;
  [key: string]: unknown;
}

let app: FastifyInstance;
let document: { servers: unknown[]; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  // The document needs no provider: it is made from the route table alone.
  app = buildApp(
    loadServerConfig({
      PROVIDER_URL: 'http://127.0.0.1:9',
      // An empty folder: the static files are served one route per file, and the system's temporary folder is large.
      CLIENT_DIST: mkdtempSync(join(tmpdir(), 'openapi-client-')),
      LOG_LEVEL: 'silent',
      PORT: '0',
    }),
  );
  await app.ready();
  document = app.swagger() as never;
});
afterAll(() => app?.close());

const operation = (method: string, path: string) =>
  document.paths[`${PUBLIC_API_PREFIX}${path}`]?.[method] as Operation;
const parameter = (op: Operation, name: string) => op.parameters?.find((p) => p.name === name);
const body = (op: Operation) => op.requestBody?.content['application/json']?.schema as Schema;

describe('the OpenAPI document lints clean (Redocly recommended rules)', () => {
  it('has no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document, null, 2),
      absoluteRef: 'openapi.json',
      config,
    });
    const shown = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(shown).toEqual([]);
  });
});

describe('the document states the contract', () => {
  it('names every operation once, says where it is served, and who may call each route', () => {
    expect(document.servers.length).toBeGreaterThan(0);
    const ids = PUBLIC_ROUTES.map((route) => {
      const op = operation(route.method.toLowerCase(), route.path.replace(/:(\w+)/g, '{$1}'));
      expect(op.operationId).toBe(route.operationId);
      expect(op.security).toEqual(route.call.auth === 'bearer' ? [{ ApiKey: [] }] : []);
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every refusal a route gives, each with its body and code', () => {
    const place = operation('post', '/orders');
    expect(Object.keys(place.responses).sort()).toEqual(
      ['200', '400', '401', '403', '409', '413', '415', '422', '429', '500', '502', '504'].sort(),
    );
    const field = place.responses['422']?.content?.['application/json']?.schema as Schema;
    expect(field.properties?.error?.properties?.code).toMatchObject({ enum: ['invalid_field'] });
    const unsigned = place.responses['401']?.content?.['application/json']?.schema as Schema;
    expect(unsigned.properties?.code?.enum).toEqual(
      expect.arrayContaining(['unsigned', 'bad_signature', 'nonce_reused', 'request_expired']),
    );
    const ticker = operation('get', '/ticker');
    expect(Object.keys(ticker.responses).sort()).toEqual(['200', '304', '422', '500', '502', '504']);
    expect(ticker.responses['304']?.content).toBeUndefined();
    expect(Object.keys(operation('get', '/order').responses)).toContain('404');
  });

  it('types each enumerated field as an enum: order_type, unit, days, coin, pair, interval, status', () => {
    const place = body(operation('post', '/orders'));
    expect(place.properties?.order_type?.enum).toEqual(['BID', 'ASK']);
    expect(place.properties?.unit?.enum).toEqual(['volume', 'amount']);
    expect(place.properties?.coin?.enum).toEqual(['BTC', 'ETH', 'USDT']);
    expect(parameter(operation('get', '/candles'), 'interval')?.schema.enum).toBeDefined();
    expect(parameter(operation('get', '/ticker'), 'pair')?.schema.enum).toEqual([
      'BTC-INR',
      'ETH-INR',
      'USDT-INR',
    ]);
    const deposits = operation('get', '/account/deposits').responses['200']?.content?.['application/json']
      ?.schema as { properties: { data: { items: Schema } } };
    expect(deposits.properties.data.items.properties?.channel?.enum).toEqual([
      'UPI',
      'IMPS',
      'BANK_TRANSFER',
      'CHAIN',
    ]);
    const order = operation('get', '/order').responses['200']?.content?.['application/json']
      ?.schema as Schema;
    expect(order.properties?.order?.properties?.unit?.enum).toEqual(['volume', 'amount']);
    for (const path of ['/orders/history', '/account/trades', '/account/deposits', '/account/withdrawals'])
      expect(parameter(operation('get', path), 'days'), path).toMatchObject({
        required: true,
        schema: { type: 'integer', enum: [1, 7, 30, 365] },
      });
  });

  it('says what the routes really take: no redundant type, the page size default, price patterns, the rules', () => {
    expect(parameter(operation('get', '/account/deposits'), 'type')).toBeUndefined();
    expect(parameter(operation('get', '/orders/history'), 'per_page')?.schema.default).toBe(4);
    const vendor = body(operation('post', '/vendor-orders'));
    const item = (vendor.properties?.items as unknown as { items: Schema } | undefined)?.items;
    expect(item?.properties?.unit_price?.pattern).toBeDefined();
    const rules = body(operation('post', '/orders')).allOf?.map((rule) => rule.description);
    expect(rules).toEqual(
      expect.arrayContaining(['A stop order needs a trigger price', 'Only a limit order can be IOC']),
    );
  });

  it('serves a read key the tax year: the report as JSON and Schedule VDA as CSV, each for one year', () => {
    const report = operation('get', '/account/tax/report');
    const csv = operation('get', '/account/tax/schedule-vda');
    for (const op of [report, csv]) {
      expect(op.security).toEqual([{ ApiKey: [] }]);
      expect(op.description).toBe('API key scope: read.');
      expect(parameter(op, 'year')).toMatchObject({ required: true, schema: { pattern: '^\\d{4}-\\d{2}$' } });
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(['200', '401', '403', '422', '429', '500', '502', '504']),
      );
    }
    const answer = report.responses['200']?.content?.['application/json']?.schema as Schema;
    expect(Object.keys(answer.properties ?? {})).toEqual(
      expect.arrayContaining(['rows', 'moves', 'estimate', 'tds_by_quarter', 'unknown_costs', 'holdings']),
    );
    expect(Object.keys(csv.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(csv.responses['422']?.content?.['application/json']).toBeDefined();
  });

  it('marks the old spellings deprecated beside their snake_case names', () => {
    const fees = operation('get', '/fees').responses['200']?.content?.['application/json']?.schema as Schema;
    expect(fees.properties?.fee_bps).toBeDefined();
    expect(fees.properties?.feeBps?.deprecated).toBe(true);
    const place = body(operation('post', '/orders'));
    expect(place.properties?.trigger_price).toBeDefined();
    expect(place.properties?.['trigger-price']?.deprecated).toBe(true);
  });
});
