// The sub-broker calls: one's application and invitations, applying, the dashboard (silent for a normal user: §8
// 'You are not a sub-broker'), inviting by mobile number and accepting with the sub-broker OTP (9).
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { clientUsesTwoFactor } from '@sikka/shared/subBroker/schemas';
import { trpc } from '../../../lib/trpc.ts';

export const APPLY_SERVER_FIELDS = {
  business_name: 'business_name',
  pan: 'pan',
  gstin: 'gstin',
} as const;

export const INVITE_SERVER_FIELDS = { mobile_number: 'mobile_number' } as const;

export function useSubBrokerState() {
  return trpc.subBroker.state.useQuery(undefined, { meta: { inline: true } });
}

/** Asked only of a sub-broker; anyone else's answer is §8's silent refusal, never toasted. */
export function useClients(enabled: boolean) {
  return trpc.subBroker.clients.useQuery(undefined, { enabled, meta: { inline: true } });
}

export function useApply() {
  const utils = trpc.useUtils();
  return trpc.subBroker.submit.useMutation({
    meta: { serverFields: APPLY_SERVER_FIELDS },
    onSuccess: () => void utils.subBroker.state.invalidate(),
  });
}

export function useInvite() {
  const utils = trpc.useUtils();
  return trpc.subBroker.invite.useMutation({
    meta: { serverFields: INVITE_SERVER_FIELDS },
    onSuccess: () => void utils.subBroker.clients.invalidate(),
  });
}

export function useAccept() {
  const utils = trpc.useUtils();
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    sendCode: () => requestOtp.mutateAsync({ type: OTP_PURPOSE.subBroker }),
    accept: trpc.subBroker.accept.useMutation({
      meta: { inline: true },
      onSuccess: () => void utils.subBroker.state.invalidate(),
    }),
  };
}

export const CLIENT_WITHDRAWAL_SERVER_FIELDS = {
  user_id: 'user_id',
  amount: 'amount',
  withdrawal_amount: 'amount',
} as const;

/** A client withdrawal: §7 get-single-user's ga_enabled, §7 resend-otp (the client's code), the withdrawal. */
export function useClientWithdrawal() {
  const utils = trpc.useUtils();
  const sendCode = trpc.subBroker.sendClientCode.useMutation({ meta: { inline: true } });
  return {
    twoFactor: async (userId: number) =>
      clientUsesTwoFactor(await utils.subBroker.singleUser.fetch({ id: userId })),
    sendCode,
    withdraw: trpc.subBroker.withdrawForClient.useMutation({
      meta: { inline: true },
      onSuccess: () => {
        void utils.subBroker.clientWithdrawals.invalidate();
        void utils.subBroker.clients.invalidate();
      },
    }),
  };
}

export function useClientWithdrawals() {
  return trpc.subBroker.clientWithdrawals.useQuery(undefined, { meta: { inline: true } });
}
