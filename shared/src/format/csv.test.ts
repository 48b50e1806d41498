import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('a CSV cell (OWASP CSV injection, RFC 4180 quoting)', () => {
  it.each([
    ['BTC', 'BTC'],
    ['12.50', '12.50'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91', "'+91"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('a CSV table', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
  it('an empty row is an empty line', () => {
    expect(toCsv([['x'], [], ['y']])).toBe('x\r\n\r\ny\r\n');
  });
});
