// The IFSC look-up: the bundled data set's answer offline, and Razorpay's IFSC API (GET /:ifsc, its documented
// answer) adding the branch and city, cached, with the bundled answer standing in when the API fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledIfsc, RazorpayIfscDirectory } from './ifscDirectory.ts';

describe('the bundled data set', () => {
  it.each([
    ['HDFC0000123', 'HDFC Bank'],
    ['sbin0000001', 'State Bank of India'],
  ])('%s is a branch of %s, its name unknown offline', (code, bank) => {
    expect(bundledIfsc(code)).toMatchObject({
      ifsc: code.toUpperCase(),
      bank,
      branch_code: code.toUpperCase().slice(5),
      branch: null,
      city: null,
    });
  });

  it.each(['HDFC1000123', 'ZZZZ0000001', 'HDFC000012'])('%s is no branch', (code) => {
    expect(bundledIfsc(code)).toBeNull();
  });
});

describe("Razorpay's IFSC API over the bundled data", () => {
  const hits: string[] = [];
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const code = request.url?.slice(1) ?? '';
      hits.push(code);
      if (code === 'HDFC0000123') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            BANK: 'HDFC Bank',
            IFSC: 'HDFC0000123',
            BRANCH: 'MG ROAD',
            CITY: 'BENGALURU',
            DISTRICT: 'BANGALORE URBAN',
            STATE: 'KARNATAKA',
            ADDRESS: '1 MG ROAD, BENGALURU 560001',
            UPI: true,
          }),
        );
      } else if (code === 'SBIN0000002') {
        setTimeout(() => response.end('{}'), 1_000);
      } else {
        response.statusCode = 404;
        response.end('Not Found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('adds the branch and city, and asks once per code', async () => {
    const directory = new RazorpayIfscDirectory(base);
    const first = await directory.lookup('hdfc0000123');
    expect(first).toMatchObject({ bank: 'HDFC Bank', branch: 'MG ROAD', city: 'BENGALURU' });
    expect(await directory.lookup('HDFC0000123')).toEqual(first);
    expect(hits.filter((code) => code === 'HDFC0000123')).toHaveLength(1);
  });

  it('a code the bundled set refuses is refused without asking', async () => {
    const before = hits.length;
    expect(await new RazorpayIfscDirectory(base).lookup('ZZZZ0000001')).toBeNull();
    expect(hits).toHaveLength(before);
  });

  it('answers the bundled branch when the API does not know it, is slow, or is down', async () => {
    const errors: unknown[] = [];
    const directory = new RazorpayIfscDirectory(base, { timeoutMs: 100, onError: (e) => errors.push(e) });
    expect(await directory.lookup('SBIN0000001')).toEqual(bundledIfsc('SBIN0000001'));
    expect(await directory.lookup('SBIN0000002')).toEqual(bundledIfsc('SBIN0000002'));
    expect(errors).toHaveLength(1);
    const down = new RazorpayIfscDirectory('http://127.0.0.1:1', { onError: (e) => errors.push(e) });
    expect(await down.lookup('HDFC0000123')).toEqual(bundledIfsc('HDFC0000123'));
    expect(errors).toHaveLength(2);
  });
});
