// Section 194H on sub-brokers' commissions: the tax withheld from each credit, and each sub-broker's running totals
// per financial year (credited, due by the rule, withheld), so a deduction larger than its credit carries forward.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sub_broker_commissions
      add column tds numeric(38, 0) not null default 0 check (tds >= 0 and tds <= amount)`.execute(db);
    await sql`create table sub_broker_tds_years (
      sub_broker_id integer not null references sub_brokers (id),
      financial_year text not null,
      credited numeric(38, 0) not null check (credited >= 0),
      due numeric(38, 0) not null check (due >= 0),
      withheld numeric(38, 0) not null check (withheld >= 0 and withheld <= due),
      primary key (sub_broker_id, financial_year)
    )`.execute(db);
    // What was credited earlier in the current year counts towards its threshold; nothing is withheld after the fact.
    await sql`with fy as (
        select case when extract(month from local) >= 4 then extract(year from local)::int
          else extract(year from local)::int - 1 end as start
        from (select now() at time zone 'Asia/Kolkata' as local) as here
      )
      insert into sub_broker_tds_years (sub_broker_id, financial_year, credited, due, withheld)
      select c.sub_broker_id, fy.start || '-' || lpad(((fy.start + 1) % 100)::text, 2, '0'), sum(c.amount), 0, 0
      from sub_broker_commissions c, fy
      where c.credited_at >= (make_date(fy.start, 4, 1)::timestamp at time zone 'Asia/Kolkata')
      group by c.sub_broker_id, fy.start`.execute(db);
  },
};
