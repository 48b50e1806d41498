// The development outbox: messages sent together are kept and printed in the order they were sent.
import { databaseForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { NOTICE_PURPOSE } from './delivery.ts';
import { DevOutbox } from './devOutbox.ts';

const testDb = databaseForFile();

describe('DevOutbox', () => {
  it('keeps and prints messages sent together in the order sent, the newest listed first', async () => {
    const printed: string[] = [];
    const outbox = new DevOutbox(testDb.db, new ManualClock(new Date('2026-12-02T05:00:00Z')), (lines) =>
      printed.push(...lines.split('\n')),
    );
    const texts = ['one', 'two', 'three', 'four', 'five'];
    await Promise.all(
      texts.map((text, i) =>
        outbox.send({ to: `A${i}@Example.com`, channel: 'email', purpose: NOTICE_PURPOSE, code: '', text }),
      ),
    );
    const listed = await outbox.list();
    expect(listed.map((entry) => entry.text)).toEqual([...texts].reverse());
    expect(listed.map((entry) => entry.to)).toEqual(texts.map((_, i) => `a${i}@example.com`).reverse());
    expect(listed[0]).toMatchObject({
      channel: 'email',
      purpose: 0,
      code: '',
      at: '2026-12-02T05:00:00.000Z',
    });
    expect(printed).toEqual(
      texts.map((text, i) => `[dev outbox] email to A${i}@Example.com (purpose 0): ${text}`),
    );
    expect((await outbox.list('a2@example.com')).map((entry) => entry.text)).toEqual(['three']);
  });
});
