// The kyc router: profile verification's progress, one procedure per step, the IFSC look-up, the submission, and
// the UPI ids kept with the bank details; each its provider call (proxy.ts). Documents upload beside tRPC
// (kycDocumentRoute.ts).
import { kycCalls, upiCalls } from '@sikka/shared/kyc/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const kycRouter = router({
  progress: proxy(kycCalls.progress),
  savePan: proxy(kycCalls.pan),
  requestAadhaarOtp: proxy(kycCalls.aadhaarOtp),
  verifyAadhaar: proxy(kycCalls.aadhaarVerify),
  savePersonal: proxy(kycCalls.personal),
  saveAddress: proxy(kycCalls.address),
  lookupIfsc: proxy(kycCalls.ifsc),
  saveBank: proxy(kycCalls.bank),
  unlockDocuments: proxy(kycCalls.documentsUnlock),
  submit: proxy(kycCalls.submit),
  upiIds: proxy(upiCalls.list),
  addUpiId: proxy(upiCalls.add),
  deleteUpiId: proxy(upiCalls.remove),
});
