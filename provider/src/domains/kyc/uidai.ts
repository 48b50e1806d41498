// Aadhaar verification by OTP, UIDAI-style: the OTP goes to the mobile linked with the Aadhaar number, and a
// correct OTP answers a reference for the check. The platform keeps the last four digits and that reference only.
import { randomBytes } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { aadhaarLastFour } from '@sikka/shared/kyc/rules';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';

export interface AadhaarCheck {
  lastFour: string;
  reference: string;
}

export interface Uidai {
  /** Sends the OTP for this person's Aadhaar; `mobile` is where the simulation delivers it. */
  requestOtp(userId: number, aadhaar: string, mobile: string): Promise<{ outcome: 'sent' | 'waiting' }>;
  /** Checks the OTP (a 422 on `otp` when wrong) and answers what may be kept. */
  verifyOtp(userId: number, otp: string): Promise<AadhaarCheck>;
}

const AADHAAR_UNKNOWN = 'This Aadhaar number does not exist in UIDAI records';

/**
 * The embedded default: the OTP arrives in the dev outbox like any other (purpose 6, upload docs, §9). Test
 * numbers ending in 0000 do not exist (docs/kyc.md). The full number is never stored, not even in the OTP step.
 */
export class SimulatedUidai implements Uidai {
  constructor(private readonly otp: OtpService) {}

  async requestOtp(userId: number, aadhaar: string, mobile: string) {
    if (aadhaar.endsWith('0000')) throw fieldErrorOn('aadhaar_number', AADHAAR_UNKNOWN);
    const started = await this.otp.start({
      identifier: aadhaarOtpIdentifier(userId),
      purpose: OTP_PURPOSE.uploadDocs,
      channel: 'sms',
      destination: mobile,
      userId,
      data: { last_four: aadhaarLastFour(aadhaar), reference: `UIDAI-${randomBytes(10).toString('hex')}` },
    });
    return { outcome: started.outcome === 'waiting' ? ('waiting' as const) : ('sent' as const) };
  }

  async verifyOtp(userId: number, otp: string): Promise<AadhaarCheck> {
    const step = await this.otp.complete(aadhaarOtpIdentifier(userId), OTP_PURPOSE.uploadDocs, otp);
    return { lastFour: String(step.data.last_four), reference: String(step.data.reference) };
  }
}

function aadhaarOtpIdentifier(userId: number): string {
  return `aadhaar:${userId}`;
}
