// Development fixtures of the money domain (docs/money.md "Development fixtures"); absent in production. A bank
// account for a test user, funding through real ledger entries, the simulated chain's sender and blocks, and
// the simulated bank/chain's withdrawal processing and failures.
import { ASSETS, COINS } from '@sikka/shared/constants';
import { DECIMAL_STRING } from '@sikka/shared/money/amount';
import { type Deposit, withdrawalSchema } from '@sikka/shared/wallet/calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import { findUserById } from '../../platform/identity/usersRepo.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MoneyServices } from '../wallet/index.ts';
import { bankAccountOf, depositWire, saveBankAccount, withdrawalWire } from '../wallet/index.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
const decimal = z.string().regex(DECIMAL_STRING, 'Enter a valid amount');

const devBankAccountSchema = z
  .object({
    holder_name: z.string().min(1).max(100).optional(),
    account_number: z
      .string()
      .regex(/^\d{9,18}$/, 'Expected 9–18 digits')
      .default('50100012345678'),
    ifsc: z
      .string()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Expected an IFSC like HDFC0000123')
      .default('HDFC0000123'),
    verified: z.boolean().default(true),
  })
  .strict();
const devFundSchema = z.object({ asset: z.enum(ASSETS), amount: decimal }).strict();
const devChainTransferSchema = z
  .object({ coin: z.enum(COINS), address: z.string().min(1).max(128), amount: decimal })
  .strict();
const devBlocksSchema = z.object({ count: z.number().int().min(1).max(100).default(1) }).strict();

export function registerMoneyDevRoutes(
  app: FastifyInstance,
  services: Platform & { money: MoneyServices },
): void {
  const { db, money } = services;

  const userOr404 = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw messageError(404, 'No such user');
    return user;
  };

  /** The user's bank account (verified by default): `{holder_name?, account_number?, ifsc?, verified?}`. */
  app.post('/dev/users/:id/bank-account', async (request) => {
    const { id } = parseWith(idParams, request.params);
    const body = parseWith(devBankAccountSchema, request.body);
    const user = await userOr404(id);
    await saveBankAccount(db, id, {
      ...body,
      holder_name: body.holder_name ?? user.name ?? 'Account Holder',
    });
    return { bank_account: await bankAccountOf(db, id) };
  });

  /** Funds a user through a completed deposit and its entry (bank → INR, chain → coins): `{asset, amount}`. */
  app.post('/dev/users/:id/fund', async (request, reply): Promise<{ deposit: Deposit }> => {
    const { id } = parseWith(idParams, request.params);
    const body = parseWith(devFundSchema, request.body);
    await userOr404(id);
    const amount = positiveAmount(body.amount, body.asset);
    const deposit = await money.deposits.fund(id, body.asset, amount);
    reply.code(201);
    return { deposit: depositWire(deposit) };
  });

  /** The simulated chain's sender: `{coin, address, amount}` → a pending deposit when the address is ours. */
  app.post('/dev/chain/transfers', async (request, reply) => {
    const body = parseWith(devChainTransferSchema, request.body);
    const amount = positiveAmount(body.amount, body.coin);
    const sent = await money.chain.send(body.coin, body.address, amount);
    reply.code(201);
    return { tx_hash: sent.tx_hash, deposit: sent.deposit ? depositWire(sent.deposit) : null };
  });

  /** Mines blocks now (as CHAIN_BLOCK_MS would): `{count?}` (1–100). */
  app.post('/dev/chain/blocks', async (request) => {
    const { count } = parseWith(devBlocksSchema, request.body ?? {});
    let credited = 0;
    for (let i = 0; i < count; i++) credited += (await money.chain.mineBlock()).credited;
    return { mined: count, credited };
  });

  /** One pass of the withdrawal processor now (as WITHDRAWAL_PROCESS_MS would). */
  app.post('/dev/withdrawals/process', async () => money.withdrawals.processPass());

  /** The simulated bank or chain will refuse this withdrawal when it processes it (the funds then come back). */
  app.post('/dev/withdrawals/:id/fail', async (request) => {
    const { id } = parseWith(idParams, request.params);
    const row = await money.withdrawals.markToFail(id);
    if (!row) throw messageError(404, 'No such withdrawal');
    return { withdrawal: withdrawalSchema.parse(withdrawalWire(row)) };
  });
}
