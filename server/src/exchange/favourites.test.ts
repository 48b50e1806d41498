// Favourite pairs through the BFF against the real provider: kept per account, so they follow the person to another
// browser; an unknown pair refused by the shared schema; none for a visitor.
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { bffClient, failure } from '@sikka/tests/support/bffClient';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();

describe('favourite pairs through the BFF', () => {
  it('starred in one browser, read in another signed in as the same person; another person has none', async () => {
    const { bff, user, mobile } = await stack.signedIn({ state: 'unverified' });
    expect(await bff.trpc.exchange.favourites.query()).toEqual({ data: [] });
    await bff.trpc.exchange.setFavourite.mutate({ pair: 'ETH-INR', favourite: true });
    expect(await bff.trpc.exchange.setFavourite.mutate({ pair: 'BTC-INR', favourite: true })).toEqual({
      data: ['ETH-INR', 'BTC-INR'],
    });

    // The same person in a second browser (its own cookies).
    const other = stack.browser();
    await other.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
    await other.trpc.auth.verifyOtp.mutate({
      mobile_number: mobile,
      type: 1,
      otp: await latestOtp(stack.provider.url, mobile),
    });
    expect(await other.trpc.exchange.favourites.query()).toEqual({ data: ['ETH-INR', 'BTC-INR'] });

    const someoneElse = await stack.signedIn();
    expect(await someoneElse.bff.trpc.exchange.favourites.query()).toEqual({ data: [] });
  });

  it('refuses an unknown pair, and a visitor', async () => {
    const { bff } = await stack.signedIn();
    const unknown = await failure(
      bff.trpc.exchange.setFavourite.mutate({ pair: 'DOGE-INR', favourite: true }),
    );
    expect(unknown.code).toBe('UNPROCESSABLE_CONTENT');
    expect(unknown.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'pair' } });
    const visitor = await failure(bffClient(stack.url, { origin: ORIGIN }).trpc.exchange.favourites.query());
    expect(visitor.code).toBe('UNAUTHORIZED');
  });
});
