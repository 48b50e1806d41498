// The §2 authentication check's answer as the BFF puts it in the page: read when well-formed, else none.
import { describe, expect, it } from 'vitest';
import { parsePageSession } from './pageSession.ts';

describe('parsePageSession', () => {
  it.each([
    ['{"signedIn":false}', { signedIn: false }],
    ['{"signedIn":false,"ended":"expired"}', { signedIn: false, ended: 'expired' }],
    ['{"signedIn":false,"ended":"invalid"}', { signedIn: false, ended: 'invalid' }],
    ['{"signedIn":true,"userId":42}', { signedIn: true, userId: 42 }],
    ['{"signedIn":true,"userId":42,"role":"admin","ended":"expired"}', { signedIn: true, userId: 42 }],
    ['{"signedIn":false,"userId":42}', { signedIn: false }],
  ])('%s is an answer', (text, answer) => {
    expect(parsePageSession(text)).toEqual(answer);
  });

  it.each([
    [null],
    [''],
    ['{'],
    ['null'],
    ['[]'],
    ['{"signedIn":"yes"}'],
    ['{"signedIn":true}'],
    ['{"signedIn":true,"userId":"42"}'],
    ['{"signedIn":false,"ended":"later"}'],
    ['{"signedIn":false,"ended":null}'],
    ['{"signedIn":true,"userId":4.2}'],
    ['{"signedIn":true,"userId":9007199254740993}'],
  ])('%s is none: the client asks itself', (text) => {
    expect(parsePageSession(text)).toBeUndefined();
  });
});
