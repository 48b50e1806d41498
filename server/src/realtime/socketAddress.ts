// A socket's browser address: its upgrade request's, read through TRUST_PROXY as Fastify reads an HTTP request's.
import proxyAddr from '@fastify/proxy-addr';
import type { ServerConfig } from '../config.ts';

type Trust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as the function Fastify makes of it, so a socket's address is its upgrade request's `request.ip`. */
export function trustFunction(trust: ServerConfig['TRUST_PROXY']): Trust {
  if (typeof trust === 'function') return trust;
  if (typeof trust === 'boolean') return () => trust;
  return proxyAddr.compile(trust);
}
