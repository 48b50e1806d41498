// §7 sub-broker calls: a client's withdrawal OTP and one client's record, described once (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import {
  subBrokerResendOtpQuerySchema,
  subBrokerResendOtpResponseSchema,
  subBrokerSingleUserParamsSchema,
  subBrokerSingleUserResponseSchema,
} from './schemas.ts';

export const subBrokerCalls = defineCalls({
  resendOtp: {
    method: 'GET',
    path: '/sub-broker/resend-otp',
    auth: 'bearer',
    request: null,
    query: subBrokerResendOtpQuerySchema,
    response: subBrokerResendOtpResponseSchema,
  },
  singleUser: {
    method: 'GET',
    path: '/sub-broker/get-single-user/{id}',
    auth: 'bearer',
    request: null,
    params: subBrokerSingleUserParamsSchema,
    response: subBrokerSingleUserResponseSchema,
  },
});
