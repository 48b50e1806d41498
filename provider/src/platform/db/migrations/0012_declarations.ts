// Declarations (e-sign): a withdrawal or deposit above its asset's threshold is held until the person signs.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table deposits drop constraint deposits_status_check;
      alter table deposits add constraint deposits_status_check
        check (status in ('pending', 'held', 'completed', 'failed'));
      alter table withdrawals drop constraint withdrawals_status_check;
      alter table withdrawals add constraint withdrawals_status_check
        check (status in ('held', 'requested', 'processing', 'completed', 'failed'));

      create table esign_requests (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete restrict,
        order_type text not null
          check (order_type in ('SEND', 'VIRTUAL_ACC_WITHDRAW', 'WITHDRAW', 'RECEIVE', 'VIRTUAL_ACC_DEPOSIT', 'DEPOSIT')),
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        amount numeric(38, 0) not null check (amount > 0),
        -- The one order it holds: a withdrawal or a deposit.
        withdrawal_id integer unique references withdrawals (id),
        deposit_id integer unique references deposits (id),
        status text not null default 'pending' check (status in ('pending', 'signed')),
        source_of_funds text,
        user_comment text,
        created_at timestamptz not null,
        signed_at timestamptz,
        check (num_nonnulls(withdrawal_id, deposit_id) = 1),
        check ((status = 'signed') = (signed_at is not null))
      );
      create index esign_requests_pending on esign_requests (user_id, id) where status = 'pending';
    `.execute(db);
  },
};
