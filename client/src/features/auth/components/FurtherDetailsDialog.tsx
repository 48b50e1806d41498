// §8 the further-details flow where no screen has a step of its own for it (lib/furtherDetails.ts). The PAN
// variant checks the PAN on the account (the session's PAN gate) and asks the person to try again; the other says
// what is needed and leads to the profile's details.
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useNavigate } from 'react-router-dom';
import { type FurtherDetailsRequest, furtherDetails } from '../../../lib/furtherDetails.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { AUTH_VIEW_TITLE } from '../utils/authFlow.ts';
import { PanGate } from './PanGate.tsx';

export function FurtherDetailsDialog({ request }: { request: FurtherDetailsRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = (open: boolean) => {
    if (!open) furtherDetails.close();
  };

  if (request.variant === 'pan')
    return (
      <Dialog
        open
        onOpenChange={close}
        title={AUTH_VIEW_TITLE.pan}
        description={request.message ?? t('furtherDetails.panLead')}
        closeOnOutsideClick={false}
      >
        <PanGate
          busy={false}
          onVerified={() => {
            furtherDetails.close();
            notify.success(t('furtherDetails.panVerified'));
          }}
        />
      </Dialog>
    );

  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('furtherDetails.title')}
      description={request.message ?? t('furtherDetails.lead')}
      actions={
        <>
          <Button variant="secondary" onClick={() => furtherDetails.close()}>
            {t('furtherDetails.cancel')}
          </Button>
          <Button
            onClick={() => {
              furtherDetails.close();
              navigate(PATHS.profileSetup);
            }}
          >
            {t('furtherDetails.add')}
          </Button>
        </>
      }
    />
  );
}
