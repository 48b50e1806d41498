// §3 the tax-deduction (TDS) message flag of user.notices: its message on the pages where a person sells (shared's
// showsTdsMessage), until closed for this visit (the flag is the operator's to clear).
import type { UserNotices } from '@sikka/shared/user/notices';
import { showsTdsMessage, TDS_MESSAGE } from '@sikka/shared/user/tdsMessage';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import './user.css';

export function TdsNotice({ notices, pathname }: { notices: UserNotices | null; pathname: string }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed || !showsTdsMessage(notices, pathname)) return null;
  return (
    <Notice
      className="tds-notice"
      title={t('prompts.tdsTitle')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setClosed(true)}>
          {t('prompts.tdsClose')}
        </Button>
      }
    >
      {TDS_MESSAGE}
    </Notice>
  );
}
