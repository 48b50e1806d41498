// §4 which prompt the signed-in person sees now: one dialog at a time, the mandatory Re-KYC first, then the
// profile-completion modal, the 'Important!' interrupt popup, the 'Important Message' popup and the
// declaration's 'Important Notice!' popup. Each rule is shared's; this only orders them and remembers dismissals.
import { declarationFormPath, PATHS } from '@sikka/shared/routes/routeTable';
import type { UserNotices } from '@sikka/shared/user/notices';
import {
  interruptPopupAction,
  type ProfileCompletionPrompt,
  profileCompletionPrompt,
  showsReKycPrompt,
} from '@sikka/shared/user/prompts';
import type { User } from '@sikka/shared/user/schemas';
import { type HeldOrderDirection, heldOrderDirection } from '@sikka/shared/wallet/heldOrders';
import type { HeldOrder } from '@sikka/shared/wallet/schemas';

/** §4 the held order behind the 'Declatation Form Pending' banner, as the banner and popup show it. */
export interface Declaration {
  /** Dismissals and the banner's clearing are remembered under this key. */
  readonly key: string;
  readonly direction: HeldOrderDirection;
  /** §4 volume or amount, as the decimal string it came in. */
  readonly amount: string;
  readonly coin: string;
  /** §2 /in/profile/form?id&type&amount&coin. */
  readonly formPath: string;
}

export function declarationOf(order: HeldOrder | null | undefined): Declaration | null {
  if (!order) return null;
  const amount = order.volume ?? order.amount ?? '';
  return {
    key: `declaration:${order.esign_req_id}`,
    direction: heldOrderDirection(order.order_type),
    amount,
    coin: order.coin,
    formPath: declarationFormPath({
      esignRequestId: order.esign_req_id,
      orderType: order.order_type,
      amount,
      coin: order.coin,
    }),
  };
}

/** §4 the banner shows the held order until 'Fill form now' clears it; never on the form itself. */
export function showsDeclarationBanner(
  declaration: Declaration | null,
  pathname: string,
  cleared: ReadonlySet<string>,
): declaration is Declaration {
  return declaration !== null && !cleared.has(declaration.key) && !pathname.startsWith(PATHS.profileForm);
}

type Prompt =
  | { readonly kind: 'reKyc' }
  | { readonly kind: 'profileCompletion'; readonly key: string; readonly prompt: ProfileCompletionPrompt }
  | {
      readonly kind: 'interrupt';
      readonly key: string;
      readonly message: string;
      readonly action: { readonly label: string; readonly link: string | null };
    }
  | { readonly kind: 'importantMessage'; readonly key: string; readonly message: string }
  | { readonly kind: 'declaration'; readonly key: string; readonly declaration: Declaration };

export interface PromptInput {
  readonly user: User | null;
  readonly notices: UserNotices | null;
  readonly pathname: string;
  /** Keys of prompts the person closed (or, for the declaration, cleared) in this visit. */
  readonly dismissed: ReadonlySet<string>;
}

export function activePrompt({ user, notices, pathname, dismissed }: PromptInput): Prompt | null {
  if (user === null) return null;
  // §4 Re-KYC: mandatory, so not dismissible; it leaves once the person is on profile-setup.
  if (showsReKycPrompt(user, pathname)) return { kind: 'reKyc' };

  const completion = profileCompletionPrompt(user);
  if (completion) {
    const key = `completion:${completion.link}`;
    if (!dismissed.has(key) && !pathname.startsWith(completion.link)) {
      return { kind: 'profileCompletion', key, prompt: completion };
    }
  }

  const interrupt = notices?.interrupt_message?.trim();
  if (interrupt && !dismissed.has(`interrupt:${interrupt}`)) {
    return {
      kind: 'interrupt',
      key: `interrupt:${interrupt}`,
      message: interrupt,
      action: interruptPopupAction(user),
    };
  }

  const important = notices?.important_message?.trim();
  if (important && !dismissed.has(`important:${important}`)) {
    return { kind: 'importantMessage', key: `important:${important}`, message: important };
  }

  const declaration = declarationOf(user.esign_request);
  if (showsDeclarationBanner(declaration, pathname, dismissed)) {
    const key = `notice:${declaration.key}`;
    if (!dismissed.has(key)) return { kind: 'declaration', key, declaration };
  }
  return null;
}
