import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, httpUrlVar, logLevelVar, parseEnv, portVar } from './env.ts';

const schema = z.object({
  PORT: portVar(3000),
  PROVIDER_URL: httpUrlVar('http://127.0.0.1:4000'),
  LOG_LEVEL: logLevelVar,
});

describe('configuration parsed with zod at start-up (README configuration table)', () => {
  it('gives the embedded defaults when nothing is set', () => {
    expect(parseEnv(schema, {})).toEqual({
      PORT: 3000,
      PROVIDER_URL: 'http://127.0.0.1:4000',
      LOG_LEVEL: 'info',
    });
  });

  it('reads set values and trims a trailing slash from URLs', () => {
    expect(
      parseEnv(schema, { PORT: '8080', PROVIDER_URL: 'https://api.example.in/', LOG_LEVEL: 'debug' }),
    ).toEqual({ PORT: 8080, PROVIDER_URL: 'https://api.example.in', LOG_LEVEL: 'debug' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ PROVIDER_URL: 'ftp://x' }, 'PROVIDER_URL="ftp://x"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud"'],
  ])('refuses %j with a message naming the variable', (env, named) => {
    expect(() => parseEnv(schema, env)).toThrow(ConfigError);
    expect(() => parseEnv(schema, env)).toThrow(named);
  });

  it('names a refused secret without echoing its value', () => {
    const secrets = z.object({ API_KEY: z.string().min(32) });
    expect(() => parseEnv(secrets, { API_KEY: 'hunter2' }, ['API_KEY'])).toThrow('API_KEY=(hidden):');
    expect(() => parseEnv(secrets, { API_KEY: 'hunter2' }, ['API_KEY'])).not.toThrow('hunter2');
  });
});
