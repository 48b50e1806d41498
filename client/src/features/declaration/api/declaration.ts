// The declaration of a held order: read, the §9 transaction code that signs it, and the signature.
import { trpc } from '../../../lib/trpc.ts';

export function useDeclaration(id: number) {
  return trpc.declaration.get.useQuery({ id }, { meta: { inline: true }, retry: false });
}

export function useSignDeclaration(id: number) {
  const utils = trpc.useUtils();
  return {
    requestCode: trpc.user.requestOtp.useMutation({ meta: { inline: true } }),
    sign: trpc.declaration.sign.useMutation({
      meta: { inline: true },
      onSuccess: (answer) => {
        utils.declaration.get.setData({ id }, answer.declaration);
        // The banner reads user.details' esign_request; the released money shows in the balances.
        void utils.user.details.invalidate();
        void utils.wallet.balances.invalidate();
      },
    }),
  };
}
