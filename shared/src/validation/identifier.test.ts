import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  filterIdentifierInput,
  IDENTIFIER_REQUIRED_MESSAGE,
  identifierError,
  identifierKind,
  identifierSchema,
} from './identifier.ts';

describe("§5 Forgot password: an '@' means e-mail", () => {
  it.each([
    ['user@example.com', 'email'],
    ['@', 'email'],
    ['9999999999', 'mobile'],
    ['user.example.com', 'mobile'],
    ['', 'mobile'],
  ])('identifierKind(%j) is %s', (value, kind) => {
    expect(identifierKind(value)).toBe(kind);
  });
});

describe('§5 Login: identifier field rejects some disallowed input (whitespace)', () => {
  it.each([
    [' user@example.com ', 'user@example.com'],
    ['99999 99999', '9999999999'],
    ['a\tb\nc', 'abc'],
    ['', ''],
  ])('filterIdentifierInput(%j) → %j', (typed, kept) => {
    expect(filterIdentifierInput(typed)).toBe(kept);
  });
});

describe('§5 identifier: e-mail pattern for an e-mail, 10 digits for a mobile number', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['  user@example.co.in ', 'user@example.co.in'],
    ['9999999999', '9999999999'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(identifierSchema.parse(value)).toBe(parsed);
    expect(identifierError(parsed)).toBeNull();
  });

  it.each([
    ['', IDENTIFIER_REQUIRED_MESSAGE],
    ['   ', IDENTIFIER_REQUIRED_MESSAGE],
    ['user@', EMAIL_INVALID_MESSAGE],
    ['user@localhost', EMAIL_INVALID_MESSAGE],
    ['@example.com', EMAIL_INVALID_MESSAGE],
    ['999999999', 'Please enter a 10 digit phone number'],
    ['99999999999', 'Please enter a 10 digit phone number'],
    ['user.example.com', 'Please enter a 10 digit phone number'],
  ])('refuses %j with %j', (value, message) => {
    expect(identifierSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
