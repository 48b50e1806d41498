// What the public API tests share (publicApiCalls.test.ts, publicApiIntegrators.test.ts): an API key owner with their
// keys, made over the provider's calls, and a request signed as an integrator's script does.
import { createApiKeyResponseSchema } from '@sikka/shared/apiKeys/schemas';
import { signRequest } from '@sikka/tests/support/apiKeys';
import type { TestBff } from '@sikka/tests/support/bff';
import { call, createUser, fundUser, latestOtp, signIn, verifyUser } from '@sikka/tests/support/provider';

export interface Key {
  keyId: string;
  secret: string;
}

interface KeyOwner {
  tradeKey: Key;
  readKey: Key;
  owner: { id: number; cookie: string };
  /** Another key of the same owner (one API key's limits and client_order_ids are its own). */
  makeKey: (scopes: string[]) => Promise<Key>;
}

/** A verified, funded user with a read+trade key and a read-only key, made over the provider's calls. */
export async function apiKeyOwner(stack: TestBff): Promise<KeyOwner> {
  const user = await createUser(stack.provider.url);
  await verifyUser(stack.provider.url, user.id);
  await fundUser(stack.provider.url, user.id, 'INR', '100000');
  const mobile = user.mobile_number as string;
  const { token } = await signIn(stack.provider, mobile);
  const makeKey = async (scopes: string[]): Promise<Key> => {
    stack.provider.clock.advanceSeconds(91);
    await call(stack.provider, 'POST', '/request-otp', { bearer: token, body: { type: 8 } });
    const made = await call(stack.provider, 'POST', '/api-keys', {
      bearer: token,
      body: { label: scopes.join('+'), scopes, otp: await latestOtp(stack.provider.url, mobile) },
    });
    const { key, secret } = createApiKeyResponseSchema.parse(made.body);
    return { keyId: key.key_id, secret };
  };
  const tradeKey = await makeKey(['read', 'trade']);
  const readKey = await makeKey(['read']);
  const signedIn = await stack.signedIn();
  return { tradeKey, readKey, owner: { id: user.id, cookie: signedIn.cookie }, makeKey };
}

export interface SignedOptions {
  /** Another BFF on the same provider. */
  base?: string;
  /** How old the request is, in milliseconds, on the provider's clock. */
  ageMs?: number;
  receiveWindow?: string;
  contentType?: string;
}

/** Signed requests on one file's stack (through the global fetch, which a test may stub). */
export function signedRequests(stack: TestBff) {
  /** A request signed as an integrator's script does, against the provider's clock. */
  function signed(
    key: Key,
    method: 'GET' | 'POST',
    target: string,
    body?: unknown,
    options: SignedOptions = {},
  ) {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const { headers } = signRequest(key.keyId, key.secret, {
      method,
      target,
      body: text,
      timestamp: String(stack.provider.clock.now().getTime() - (options.ageMs ?? 0)),
      ...(options.receiveWindow === undefined ? {} : { receiveWindow: options.receiveWindow }),
    });
    return fetch(`${options.base ?? stack.url}${target}`, {
      method,
      headers: { ...headers, ...(text ? { 'content-type': options.contentType ?? 'application/json' } : {}) },
      ...(text ? { body: text } : {}),
    });
  }

  return signed;
}
