// The deliveries pass: every waiting row handed over once in id order across claimed batches, a failed send kept for
// a later pass.
import { databaseForFile } from '@sikka/tests/support/provider';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Delivery, OutgoingMessage } from './delivery.ts';
import { MessageDeliveries } from './messageDeliveries.ts';

const testDb = databaseForFile();

describe('MessageDeliveries', () => {
  it('sends every waiting row once, in id order, past a claim of 50; a failed send waits for the next pass', async () => {
    const { rows } = await sql<{ id: number }>`
      insert into users (mobile_number, email, password_hash) values ('6000000001', 'a@example.com', 'x')
      returning id`.execute(testDb.db);
    const userId = rows[0]?.id as number;
    const texts = Array.from({ length: 120 }, (_, i) => `message ${i}`);
    await sql`
      insert into message_deliveries (user_id, dedupe_key, channel, text)
      select ${userId}, 'key ' || n, case when n % 2 = 0 then 'sms' else 'email' end, 'message ' || n
      from generate_series(0, 119) as n order by n`.execute(testDb.db);
    const sent: OutgoingMessage[] = [];
    let failing = true;
    const delivery: Delivery = {
      async send(message) {
        if (failing && message.text.endsWith('7')) throw new Error('gateway down');
        sent.push(message);
      },
    };
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) } as unknown as FastifyBaseLogger;
    const deliveries = new MessageDeliveries(testDb.db, delivery, log);

    await deliveries.drain();
    const failed = texts.filter((text) => text.endsWith('7'));
    expect(sent.map((message) => message.text)).toEqual(texts.filter((text) => !text.endsWith('7')));
    expect(sent[0]).toEqual({ to: '6000000001', channel: 'sms', purpose: 0, code: '', text: 'message 0' });
    expect(sent[1]).toMatchObject({ to: 'a@example.com', channel: 'email' });
    expect(warnings).toHaveLength(failed.length);
    const waiting = async () =>
      (
        await sql<{ text: string; attempts: number }>`
          select text, attempts from message_deliveries where sent_at is null order by id`.execute(testDb.db)
      ).rows;
    expect(await waiting()).toEqual(failed.map((text) => ({ text, attempts: 1 })));

    failing = false;
    sent.length = 0;
    await deliveries.drain();
    expect(sent.map((message) => message.text)).toEqual(failed);
    expect(await waiting()).toEqual([]);
  });
});
