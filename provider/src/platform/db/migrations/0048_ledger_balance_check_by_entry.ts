// The journal's balance check reads only the lines of the entries a statement wrote, through journal_lines_entry:
// written as a join, the planner scanned every line ever posted for each batch, a cost that grew with the journal.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create or replace function ledger_apply_lines() returns trigger language plpgsql as $$
      begin
        perform 1 from ledger_accounts where id in (select account_id from new_lines) order by id for no key update;
        update ledger_accounts a set balance = a.balance + d.amount
          from (select account_id, asset, sum(amount) as amount from new_lines group by account_id, asset) d
          where a.id = d.account_id and a.asset = d.asset;
        if exists (select 1 from new_lines l where not exists
                   (select 1 from ledger_accounts a where a.id = l.account_id and a.asset = l.asset)) then
          raise exception 'a journal line names an account in another asset';
        end if;
        -- Each written entry's lines, all of them (earlier statements' too), summed per asset: lateral, so by index.
        if exists (select 1 from (select distinct entry_id from new_lines) e
                   cross join lateral (select sum(l.amount) as total from journal_lines l
                                       where l.entry_id = e.entry_id group by l.asset) t
                   where t.total <> 0) then
          raise exception 'a journal entry does not sum to zero' using errcode = '23514';
        end if;
        return null;
      end $$`.execute(db);
  },
};
