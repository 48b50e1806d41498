// One shape for every paged list a repository answers (§9: pages of DEFAULT_PAGE_SIZE, from 1): the page's rows,
// shaped for the wire, beside the whole list's total.
import { DEFAULT_PAGE_SIZE } from '@sikka/shared/constants';
import { type SelectQueryBuilder, sql } from 'kysely';

/** A page as every list call answers it. */
export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
}

/** How a list is read: one window of its rows, and how many there are in all. */
export interface PagedRead<Row> {
  rows(limit: number, offset: number): Promise<Row[]>;
  total(): Promise<number>;
}

/** Page `page` of a list, its rows and total read side by side. */
export async function pageOf<Row, T>(
  page: number,
  read: PagedRead<Row>,
  wire: (row: Row) => T,
  perPage: number = DEFAULT_PAGE_SIZE,
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([read.rows(perPage, (page - 1) * perPage), read.total()]);
  return { data: rows.map((row) => wire(row)), current_page: page, per_page: perPage, total };
}

/** Page `page` of a list known to be empty. */
export function emptyPage<T>(page: number): Page<T> {
  return { data: [], current_page: page, per_page: DEFAULT_PAGE_SIZE, total: 0 };
}

/** How many rows a query's filter matches (its selection and order set aside). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()) as { total: string };
  return Number(row.total);
}
