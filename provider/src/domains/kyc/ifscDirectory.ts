// IFSC look-up: whether a code is a real branch and its bank, from the data set bundled in Razorpay's `ifsc`
// package (offline: bank names and codes, no branch names); with IFSC_API_URL, also the branch and city from
// Razorpay's IFSC API (https://ifsc.razorpay.com or its self-hosted image), the bundled answer standing in when
// that service is slow or down.
import { createRequire } from 'node:module';
import type { IfscDetails } from '@sikka/shared/kyc/schemas';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const ifsc = require('ifsc') as { validate(code: string): boolean };
const banks = require('ifsc/src/banks.json') as Record<string, { upi?: boolean }>;
const bankNames = require('ifsc/src/banknames.json') as Record<string, string>;

export interface IfscDirectory {
  /** The branch, or null when the code is no branch of the bundled data set. */
  lookup(code: string): Promise<IfscDetails | null>;
}

/** The bundled data set alone (synchronous): bank and branch code, no branch name. */
export function bundledIfsc(code: string): IfscDetails | null {
  const upper = code.toUpperCase();
  if (!ifsc.validate(upper)) return null;
  const bankCode = upper.slice(0, 4);
  return {
    ifsc: upper,
    bank: bankNames[bankCode] ?? bankCode,
    bank_code: bankCode,
    branch_code: upper.slice(5),
    branch: null,
    city: null,
    upi: banks[bankCode]?.upi === true,
  };
}

const bundledIfscDirectory: IfscDirectory = { lookup: async (code) => bundledIfsc(code) };

/** The part of Razorpay's answer (GET /:ifsc) the look-up keeps. */
const razorpayBranchSchema = z.object({ BRANCH: z.string().min(1), CITY: z.string().nullish() });

/** Razorpay's IFSC API over the bundled data: validity stays the bundled set's; the API adds branch and city. */
export class RazorpayIfscDirectory implements IfscDirectory {
  readonly #cache = new Map<string, IfscDetails>();

  constructor(
    private readonly baseUrl: string,
    private readonly options: {
      timeoutMs?: number;
      cacheSize?: number;
      onError?: (error: unknown) => void;
    } = {},
  ) {}

  async lookup(code: string): Promise<IfscDetails | null> {
    const bundled = bundledIfsc(code);
    if (!bundled) return null;
    const cached = this.#cache.get(bundled.ifsc);
    if (cached) return cached;
    try {
      const response = await fetch(`${this.baseUrl.replace(/\/$/, '')}/${bundled.ifsc}`, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2_000),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return bundled;
      const branch = razorpayBranchSchema.parse(await response.json());
      const details = { ...bundled, branch: branch.BRANCH, city: branch.CITY ?? null };
      this.#remember(details);
      return details;
    } catch (error) {
      this.options.onError?.(error);
      return bundled;
    }
  }

  #remember(details: IfscDetails): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.#cache.size >= (this.options.cacheSize ?? 10_000)) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(details.ifsc, details);
  }
}

export function ifscDirectoryFor(
  config: { IFSC_API_URL?: string | undefined },
  onError?: (error: unknown) => void,
): IfscDirectory {
  return config.IFSC_API_URL
    ? new RazorpayIfscDirectory(config.IFSC_API_URL, onError ? { onError } : {})
    : bundledIfscDirectory;
}
