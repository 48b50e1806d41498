// Sub-broker calls: the application, clients and their invitations, and §7's client-withdrawal OTP and client
// record, described once (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import {
  subBrokerAcceptRequestSchema,
  subBrokerApplyRequestSchema,
  subBrokerClientWithdrawalRequestSchema,
  subBrokerInviteRequestSchema,
} from './rules.ts';
import {
  subBrokerApplyResponseSchema,
  subBrokerClientsSchema,
  subBrokerClientWithdrawalResponseSchema,
  subBrokerClientWithdrawalsSchema,
  subBrokerCommissionsSchema,
  subBrokerInvitationParamsSchema,
  subBrokerMessageSchema,
  subBrokerResendOtpQuerySchema,
  subBrokerResendOtpResponseSchema,
  subBrokerSingleUserParamsSchema,
  subBrokerSingleUserResponseSchema,
  subBrokerStatementQuerySchema,
  subBrokerStatementSchema,
  subBrokerStateSchema,
} from './schemas.ts';

export const subBrokerCalls = defineCalls({
  state: {
    method: 'GET',
    path: '/sub-broker/application',
    auth: 'bearer',
    request: null,
    response: subBrokerStateSchema,
  },
  apply: {
    method: 'POST',
    path: '/sub-broker/application',
    auth: 'bearer',
    verified: true,
    request: subBrokerApplyRequestSchema,
    response: subBrokerApplyResponseSchema,
  },
  clients: {
    method: 'GET',
    path: '/sub-broker/clients',
    auth: 'bearer',
    request: null,
    response: subBrokerClientsSchema,
  },
  invite: {
    method: 'POST',
    path: '/sub-broker/invitations',
    auth: 'bearer',
    request: subBrokerInviteRequestSchema,
    response: subBrokerMessageSchema,
  },
  accept: {
    method: 'POST',
    path: '/sub-broker/invitations/{id}/accept',
    auth: 'bearer',
    request: subBrokerAcceptRequestSchema,
    params: subBrokerInvitationParamsSchema,
    response: subBrokerMessageSchema,
  },
  resendOtp: {
    method: 'GET',
    path: '/sub-broker/resend-otp',
    auth: 'bearer',
    request: subBrokerResendOtpQuerySchema,
    response: subBrokerResendOtpResponseSchema,
  },
  clientWithdraw: {
    method: 'POST',
    path: '/sub-broker/client-withdrawals',
    auth: 'bearer',
    request: subBrokerClientWithdrawalRequestSchema,
    response: subBrokerClientWithdrawalResponseSchema,
  },
  clientWithdrawals: {
    method: 'GET',
    path: '/sub-broker/client-withdrawals',
    auth: 'bearer',
    request: null,
    response: subBrokerClientWithdrawalsSchema,
  },
  singleUser: {
    method: 'GET',
    path: '/sub-broker/get-single-user/{id}',
    auth: 'bearer',
    request: null,
    params: subBrokerSingleUserParamsSchema,
    response: subBrokerSingleUserResponseSchema,
  },
  commissions: {
    method: 'GET',
    path: '/sub-broker/commissions',
    auth: 'bearer',
    request: null,
    response: subBrokerCommissionsSchema,
  },
  statement: {
    method: 'GET',
    path: '/sub-broker/statements',
    auth: 'bearer',
    request: subBrokerStatementQuerySchema,
    response: subBrokerStatementSchema,
  },
});
