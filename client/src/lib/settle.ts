// A call settled into what a code dialog shows (ui/OtpDialog.tsx CallResult): done with the server's message, or
// refused with the §8 message of its error.
import { appErrorOf } from './errors.ts';

export type Settled = { ok: true; message?: string | null } | { ok: false; message: string | null };

export async function settle(call: () => Promise<{ message?: string | null }>): Promise<Settled> {
  try {
    const answer = await call();
    return { ok: true, message: answer.message ?? null };
  } catch (error) {
    return { ok: false, message: appErrorOf(error).message };
  }
}
