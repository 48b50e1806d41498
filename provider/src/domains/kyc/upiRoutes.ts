// The UPI ids kept with the bank details (GET/POST /kyc/upi, POST /kyc/upi/delete; our design paths, shared/src/kyc/
// calls.ts upiCalls): each added or deleted with the §9 code of purpose 3, at most five, one of each per account.
import { upiCalls } from '@sikka/shared/kyc/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import { addUpiId, deleteUpiId, upiListOf } from './upiIds.ts';

export function registerUpiRoutes(serve: Serve, services: Platform): void {
  const { db, otp } = services;

  serve(upiCalls.list, ({ session }) => upiListOf(db, session.userId));

  serve(upiCalls.add, ({ session, input }) => addUpiId(db, otp, session.userId, input));

  serve(upiCalls.remove, ({ session, input }) => deleteUpiId(db, otp, session.userId, input));
}
