// Invoices are now numbered in the settlement of each order and fill: those settled before, never opened, get theirs
// here, after the numbers already issued, in the order they were made; then each series row counts them.
import { type Kysely, type Migration, sql } from 'kysely';

/** The financial year label ('2026-27') of a timestamptz column, by the date in India. */
const fy = (column: string) =>
  sql.raw(`(select case when extract(month from local) >= 4
    then extract(year from local)::int else extract(year from local)::int - 1 end as start
    from (select ${column} at time zone 'Asia/Kolkata' as local) as here)`);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const supplies = sql`(
      select user_id, 'instant' as source, 'I' as series, id::text as ref, created_at as at, id as tie
        from orders
      union all
      select maker_user, 'trade', 'X', pair || ':' || id, at, id from exchange_trades
      union all
      select taker_user, 'trade', 'X', pair || ':' || id, at, id from exchange_trades where taker_user <> maker_user
    )`;
    await sql`
      insert into invoices (user_id, source, ref, series, financial_year, number, invoice_number, issued_at)
      select user_id, source, ref, series, fy, number,
        'S' || series || substr(fy, 3, 2) || substr(fy, 6, 2) || '-' || lpad(number::text, 8, '0'), now()
      from (
        select s.user_id, s.source, s.ref, s.series, s.fy,
          coalesce(issued.last, 0) + row_number() over (partition by s.series, s.fy order by s.at, s.tie, s.user_id)
            as number
        from (
          select u.*, y.start || '-' || lpad(((y.start + 1) % 100)::text, 2, '0') as fy
          from ${supplies} as u, lateral ${fy('u.at')} as y
          where not exists (
            select 1 from invoices i where i.user_id = u.user_id and i.source = u.source and i.ref = u.ref)
        ) as s
        left join (select series, financial_year, max(number) as last from invoices group by series, financial_year)
          as issued on issued.series = s.series and issued.financial_year = s.fy
      ) as numbered`.execute(db);
    await sql`
      insert into invoice_series (series, financial_year, last_number)
      select series, financial_year, max(number) from invoices group by series, financial_year
      on conflict (series, financial_year) do update set last_number = excluded.last_number`.execute(db);
  },
};
