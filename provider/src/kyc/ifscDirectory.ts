// IFSC look-up from the data set bundled in Razorpay's `ifsc` package: whether the code is a real branch, and
// its bank. Offline: the package's network client is never called.
import { createRequire } from 'node:module';
import type { IfscDetails } from '@sikka/shared/kyc/schemas';

const require = createRequire(import.meta.url);
const ifsc = require('ifsc') as { validate(code: string): boolean };
const banks = require('ifsc/src/banks.json') as Record<string, { upi?: boolean }>;
const bankNames = require('ifsc/src/banknames.json') as Record<string, string>;

export function lookupIfsc(code: string): IfscDetails | null {
  const upper = code.toUpperCase();
  if (!ifsc.validate(upper)) return null;
  const bankCode = upper.slice(0, 4);
  return {
    ifsc: upper,
    bank: bankNames[bankCode] ?? bankCode,
    bank_code: bankCode,
    branch_code: upper.slice(5),
    upi: banks[bankCode]?.upi === true,
  };
}
