// The types of scripts/verify-reserves.mjs's one export, for the tests that call it beside the shared verifier.
export type VerifyResult =
  | {
      ok: true;
      userId: string;
      balances: Record<string, string>;
      root: { hash: string; totals: Record<string, string> };
    }
  | { ok: false; reason: string; message: string };

export function verify(file: unknown, published?: unknown): VerifyResult;
