// The kyc router: profile verification's progress, one procedure per step, the IFSC look-up, the submission, and
// the UPI ids kept with the bank details.
// Inputs are the shared schemas.
import {
  aadhaarOtpRequestSchema,
  aadhaarVerifyRequestSchema,
  addressStepSchema,
  bankStepSchema,
  documentsUnlockRequestSchema,
  ifscQuerySchema,
  panStepSchema,
  personalStepSchema,
} from '@sikka/shared/kyc/schemas';
import { addUpiRequestSchema, deleteUpiRequestSchema } from '@sikka/shared/kyc/upi';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './kyc.handlers.ts';

export const kycRouter = router({
  progress: authedProcedure.query(handlers.progress),
  savePan: authedProcedure.input(panStepSchema).mutation(handlers.savePan),
  requestAadhaarOtp: authedProcedure.input(aadhaarOtpRequestSchema).mutation(handlers.requestAadhaarOtp),
  verifyAadhaar: authedProcedure.input(aadhaarVerifyRequestSchema).mutation(handlers.verifyAadhaar),
  savePersonal: authedProcedure.input(personalStepSchema).mutation(handlers.savePersonal),
  saveAddress: authedProcedure.input(addressStepSchema).mutation(handlers.saveAddress),
  lookupIfsc: authedProcedure.input(ifscQuerySchema).query(handlers.lookupIfsc),
  saveBank: authedProcedure.input(bankStepSchema).mutation(handlers.saveBank),
  unlockDocuments: authedProcedure.input(documentsUnlockRequestSchema).mutation(handlers.unlockDocuments),
  submit: authedProcedure.mutation(handlers.submit),
  upiIds: authedProcedure.query(handlers.upiIds),
  addUpiId: authedProcedure.input(addUpiRequestSchema).mutation(handlers.addUpiId),
  deleteUpiId: authedProcedure.input(deleteUpiRequestSchema).mutation(handlers.deleteUpiId),
});
