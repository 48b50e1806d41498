// The kyc procedures' handlers: each is one allowlisted provider call with the session's token.
import { kycCalls, upiCalls } from '@sikka/shared/kyc/calls';
import type {
  AadhaarOtpRequest,
  AddressStep,
  BankStep,
  IfscDetails,
  KycProgress,
  KycStepResponse,
  PanStep,
  PersonalStep,
} from '@sikka/shared/kyc/schemas';
import type { AddUpiRequest, DeleteUpiRequest, UpiList } from '@sikka/shared/kyc/upi';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function progress({ ctx }: { ctx: Authed }): Promise<KycProgress> {
  return ctx.provider.call(kycCalls.progress, bearer(ctx));
}

export function savePan({ ctx, input }: Args<PanStep>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.pan, { body: input, ...bearer(ctx) });
}

export function requestAadhaarOtp({ ctx, input }: Args<AadhaarOtpRequest>): Promise<{ message: string }> {
  return ctx.provider.call(kycCalls.aadhaarOtp, { body: input, ...bearer(ctx) });
}

export function verifyAadhaar({ ctx, input }: Args<{ otp: string }>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.aadhaarVerify, { body: input, ...bearer(ctx) });
}

export function savePersonal({ ctx, input }: Args<PersonalStep>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.personal, { body: input, ...bearer(ctx) });
}

export function saveAddress({ ctx, input }: Args<AddressStep>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.address, { body: input, ...bearer(ctx) });
}

export function lookupIfsc({ ctx, input }: Args<{ ifsc: string }>): Promise<IfscDetails> {
  return ctx.provider.call(kycCalls.ifsc, { body: input, ...bearer(ctx) });
}

export function saveBank({ ctx, input }: Args<BankStep>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.bank, { body: input, ...bearer(ctx) });
}

export function unlockDocuments({ ctx, input }: Args<{ otp: string }>): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.documentsUnlock, { body: input, ...bearer(ctx) });
}

export function submit({ ctx }: { ctx: Authed }): Promise<KycStepResponse> {
  return ctx.provider.call(kycCalls.submit, bearer(ctx));
}

export function upiIds({ ctx }: { ctx: Authed }): Promise<UpiList> {
  return ctx.provider.call(upiCalls.list, bearer(ctx));
}

export function addUpiId({ ctx, input }: Args<AddUpiRequest>): Promise<UpiList> {
  return ctx.provider.call(upiCalls.add, { body: input, ...bearer(ctx) });
}

export function deleteUpiId({ ctx, input }: Args<DeleteUpiRequest>): Promise<UpiList> {
  return ctx.provider.call(upiCalls.remove, { body: input, ...bearer(ctx) });
}
