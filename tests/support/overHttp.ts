// Calls to a spawned provider over real HTTP (fetch), for tests whose provider is another process.

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;

/** POSTs JSON with an optional bearer token; answers the status and the parsed body. */
export async function post(
  url: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** GETs JSON. */
export async function get(url: string, path: string): Promise<Json> {
  return (await fetch(`${url}${path}`)).json();
}

/** Logs the person in with their SMS code (login → outbox → verify-otp) and answers the session token. */
export async function signIn(url: string, mobile: string, password: string): Promise<string> {
  await post(url, '/auth/login', { mobile_number: mobile, password });
  // The newest code: a message's SMS (none) may be newer.
  const message = ((await get(url, `/dev/outbox?to=${mobile}`)) as Json[]).find((entry) => entry.code !== '');
  return (await post(url, '/auth/verify-otp', { mobile_number: mobile, type: 1, otp: message.code })).body
    .token;
}
