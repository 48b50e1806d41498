// §4 the prompts of the signed-in person, one dialog at a time (utils/prompts.ts orders them): Re-KYC,
// profile completion, 'Important!', 'Important Message', and the held order's 'Declatation Form Pending'
// banner with its 'Important Notice!' popup.

import { PATHS } from '@sikka/shared/routes/routeTable';
import type { UserNotices } from '@sikka/shared/user/notices';
import type { User } from '@sikka/shared/user/schemas';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { activePrompt, type Declaration, declarationOf, showsDeclarationBanner } from '../utils/prompts.ts';
import './user.css';

// Radix's dialog code loads when a prompt first shows, not with every page.
const Dialog = lazy(() => import('../../../ui/Dialog.tsx').then((module) => ({ default: module.Dialog })));

interface UserPromptsProps {
  user: User | null;
  notices: UserNotices | null;
  pathname: string;
}

export function UserPrompts({ user, notices, pathname }: UserPromptsProps) {
  const { t } = useTranslation();
  const declarationText = useDeclarationText();
  const navigate = useNavigate();
  // What the person closed in this visit (a reload shows it again, as the data still says so).
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const [noticeOpen, setNoticeOpen] = useState(false);
  const dismiss = (...keys: string[]) => setDismissed((was) => new Set([...was, ...keys]));

  const prompt = activePrompt({ user, notices, pathname, dismissed });
  const declaration = declarationOf(user?.esign_request);
  const banner = showsDeclarationBanner(declaration, pathname, dismissed) ? declaration : null;

  /** §4 'Fill form now' clears the declaration and goes to the profile form route with its query. */
  const fillForm = (held: Declaration) => {
    dismiss(held.key, `notice:${held.key}`);
    setNoticeOpen(false);
    navigate(held.formPath);
  };

  return (
    <>
      {banner ? (
        <section className="declaration-banner" aria-labelledby="declaration-banner-title">
          <Icon name="policy" size={22} />
          <div className="declaration-banner__text">
            <p id="declaration-banner-title" className="declaration-banner__title">
              {t('prompts.declarationBanner')}
            </p>
            <p className="num">{declarationText(banner, 'banner')}</p>
          </div>
          <Button size="small" variant="secondary" onClick={() => setNoticeOpen(true)}>
            {t('prompts.declarationOpen')}
          </Button>
        </section>
      ) : null}

      <Suspense fallback={null}>
        {prompt?.kind === 'reKyc' ? (
          // §4 mandatory: only OK closes it, and it goes to /in/profile-setup.
          <Dialog
            open
            onOpenChange={() => {}}
            closeOnOutsideClick={false}
            title={t('prompts.reKycTitle')}
            description={t('prompts.reKycMessage')}
            actions={<Button onClick={() => navigate(PATHS.profileSetup)}>{t('prompts.ok')}</Button>}
          />
        ) : null}

        {prompt?.kind === 'profileCompletion' ? (
          <Dialog
            open
            onOpenChange={(open) => !open && dismiss(prompt.key)}
            title={t('prompts.profileTitle')}
            description={prompt.prompt.message}
            actions={
              <Button
                onClick={() => {
                  dismiss(prompt.key);
                  navigate(prompt.prompt.link);
                }}
              >
                {t('prompts.ok')}
              </Button>
            }
          />
        ) : null}

        {prompt?.kind === 'interrupt' ? (
          // §4 'Important!': clicking outside dismisses it.
          <Dialog
            open
            onOpenChange={(open) => !open && dismiss(prompt.key)}
            title={t('prompts.interruptTitle')}
            description={prompt.message}
            actions={
              <Button
                onClick={() => {
                  dismiss(prompt.key);
                  if (prompt.action.link) navigate(prompt.action.link);
                }}
              >
                {prompt.action.label}
              </Button>
            }
          />
        ) : null}

        {prompt?.kind === 'importantMessage' ? (
          <Dialog
            open
            onOpenChange={(open) => !open && dismiss(prompt.key)}
            title={t('prompts.importantMessageTitle')}
            description={prompt.message}
            actions={<Button onClick={() => dismiss(prompt.key)}>{t('prompts.importantMessageOk')}</Button>}
          />
        ) : null}

        {(prompt?.kind === 'declaration' || noticeOpen) && (banner ?? declaration) ? (
          <NoticeDialog
            held={(banner ?? declaration) as Declaration}
            onClose={() => {
              setNoticeOpen(false);
              if (prompt?.kind === 'declaration') dismiss(prompt.key);
            }}
            onFill={fillForm}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The held order in words: 'Your withdrawal of 30000.00 INR …', for the banner or the popup. */
function useDeclarationText(): (held: Declaration, where: 'banner' | 'notice') => string {
  const { t } = useTranslation();
  return (held, where) => {
    const direction = held.direction === 'withdraw' ? t('prompts.withdraw') : t('prompts.deposit');
    const values = { direction, amount: held.amount, coin: held.coin };
    return where === 'banner' ? t('prompts.declarationText', values) : t('prompts.noticeText', values);
  };
}

function NoticeDialog({
  held,
  onClose,
  onFill,
}: {
  held: Declaration;
  onClose: () => void;
  onFill: (held: Declaration) => void;
}) {
  const { t } = useTranslation();
  const declarationText = useDeclarationText();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('prompts.noticeTitle')}
      description={declarationText(held, 'notice')}
      actions={<Button onClick={() => onFill(held)}>{t('prompts.fillFormNow')}</Button>}
    />
  );
}
