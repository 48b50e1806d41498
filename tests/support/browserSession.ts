// Signs a browser context in through the BFF's own calls (login, then the SMS OTP from the dev outbox), so the
// context holds the session cookie without walking through the login form each time.
import type { Page } from 'playwright-core';
import { latestOtp } from './provider.ts';

export const DEMO = { mobile: '9999999999', password: 'Demo@1234' } as const;

export async function signInThroughBff(
  page: Page,
  providerUrl: string,
  mobile: string = DEMO.mobile,
  password: string = DEMO.password,
): Promise<void> {
  const call = async (path: string, input: unknown) => {
    const response = await page.request.post(`/trpc/${path}`, {
      headers: { 'x-sikka-client': 'web' },
      data: input,
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  };
  await call('auth.login', { mobile_number: mobile, password });
  await call('auth.verifyOtp', { mobile_number: mobile, type: 1, otp: await latestOtp(providerUrl, mobile) });
}

/** A tRPC query through the BFF with the context's cookie: what the page itself would be told. */
export async function bffQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    { headers: { 'x-sikka-client': 'web' } },
  );
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}
