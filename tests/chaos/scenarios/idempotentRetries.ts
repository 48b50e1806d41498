// Retries with the same idempotency key: ten copies of one buy sent at once through the BFF, and again one after
// another, make one order and move the rupees once; a withdrawal retried the same way makes one withdrawal.
import { randomUUID } from 'node:crypto';
import { booksBalanced, dataOf, devUser, signInToBff } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const COPIES = 10;

export const idempotentRetries: Scenario = {
  name: 'idempotent retries',
  async run(stack) {
    const user = await devUser(stack.providerUrl, { funds: { INR: '100000' } });
    const browser = await signInToBff(stack.bffUrl, stack.providerUrl, user);
    const quote = await browser.mutate('instant.quote', {
      coin: 'BTC',
      side: 'buy',
      unit: 'inr',
      amount: '1000',
    });
    const { quote_id } = dataOf<{ quote_id: string }>(quote);
    const key = randomUUID();
    const atOnce = await Promise.all(
      Array.from({ length: COPIES }, () =>
        browser.mutate('instant.execute', { quote_id, idempotency_key: key }),
      ),
    );
    const inTurn = [];
    for (let copy = 0; copy < COPIES; copy += 1) {
      inTurn.push(await browser.mutate('instant.execute', { quote_id, idempotency_key: key }));
    }
    const answered = [...atOnce, ...inTurn].filter((answer) => answer.status === 200);
    const orderIds = new Set(answered.map((answer) => dataOf<{ order: { id: number } }>(answer).order.id));
    const history = dataOf<{ total: number }>(
      await browser.query('wallet.orderHistory', { days: 1, page: 1 }),
    );
    const ok = answered.length === COPIES * 2 && orderIds.size === 1 && history.total === 1;
    const balanced = await booksBalanced(stack.providerUrl, stack.adminToken);
    return [
      row(
        `one buy sent ${COPIES}× at once and ${COPIES}× in turn, one key`,
        `${answered.length} answered with ${orderIds.size} order id; ${history.total} order on record`,
        ok,
      ),
      row('books after the retries', balanced ? 'balanced' : 'NOT balanced', balanced),
    ];
  },
};
