// A person's favourite pairs: starred and unstarred idempotently, listed in the order they were starred.
import type { Favourites, SetFavouriteRequest } from '@sikka/shared/exchange/favourites';
import type { Database } from '../../platform/db/database.ts';

export async function favouritesOf(db: Database, userId: number): Promise<Favourites> {
  const rows = await db
    .selectFrom('favourite_pairs')
    .select('pair')
    .where('user_id', '=', userId)
    .orderBy('starred_at')
    .orderBy('pair')
    .execute();
  return { data: rows.map((row) => row.pair) };
}

export async function setFavourite(
  db: Database,
  userId: number,
  input: SetFavouriteRequest,
): Promise<Favourites> {
  if (input.favourite) {
    await db
      .insertInto('favourite_pairs')
      .values({ user_id: userId, pair: input.pair })
      .onConflict((conflict) => conflict.columns(['user_id', 'pair']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('favourite_pairs')
      .where('user_id', '=', userId)
      .where('pair', '=', input.pair)
      .execute();
  }
  return favouritesOf(db, userId);
}
