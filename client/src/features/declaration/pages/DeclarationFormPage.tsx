// §2 /in/profile/form?id&type&amount&coin: the declaration a held withdrawal or deposit waits for. The order is
// read from the provider by its esign request id (the query's amount and coin are only the banner's copy); the
// person states the source and purpose, ticks the declaration and signs with the §9 transaction code.

import {
  DECLARATION_OTP_PURPOSE,
  DECLARATION_TEXT,
  type Declaration,
  type DeclarationForm,
  declarationFormSchema,
  SOURCES_OF_FUNDS,
} from '@sikka/shared/declaration/declaration';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import { PATHS, parseDeclarationFormQuery } from '@sikka/shared/routes/routeTable';
import { heldOrderDirection } from '@sikka/shared/wallet/heldOrders';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import { DataList } from '../../../ui/DataList.tsx';
import { FormCheckboxField, FormTextField } from '../../../ui/FormFields.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { FormSelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useDeclaration, useSignDeclaration } from '../api/declaration.ts';
// The profile pages' layout (page, card, form), shared with the kyc feature's tabs.
import '../components/declaration.css';
import '../../../ui/accountPage.css';

type Values = { source_of_funds: string; user_comment: string; declared: boolean };
const EMPTY: Values = { source_of_funds: '', user_comment: '', declared: false };
const SERVER_FIELDS = {
  source_of_funds: 'source_of_funds',
  user_comment: 'user_comment',
  declared: 'declared',
} as const;

export default function DeclarationFormPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = parseDeclarationFormQuery(search);
  const id = query ? Number(query.esignRequestId) : Number.NaN;
  return (
    <section className="account-page declaration-page" aria-labelledby="declaration-title">
      <h1 id="declaration-title" className="account-page__title">
        {t('declaration.title')}
      </h1>
      <p className="account-page__intro">{t('declaration.intro')}</p>
      {Number.isSafeInteger(id) && id > 0 ? (
        <DeclarationOf id={id} />
      ) : (
        <Notice tone="error">{t('declaration.badLink')}</Notice>
      )}
    </section>
  );
}

function DeclarationOf({ id }: { id: number }) {
  const { t } = useTranslation();
  const declaration = useDeclaration(id);
  if (declaration.isPending) return <Skeleton width="100%" height="320px" />;
  if (declaration.isError)
    return (
      <FailedNotice title={t('declaration.loadFailed')} onRetry={() => void declaration.refetch()}>
        {appErrorOf(declaration.error).message}
      </FailedNotice>
    );
  const held = declaration.data;
  const direction = heldOrderDirection(held.order_type);
  return (
    <>
      <section className="account-card" aria-labelledby="declaration-order">
        <h2 id="declaration-order">{t('declaration.order')}</h2>
        <DataList
          lines={[
            { key: 'type', label: t('declaration.order'), value: t(`declaration.orderTypes.${direction}`) },
            { key: 'amount', label: t('declaration.amount'), value: formatMoney(held.coin, held.amount) },
            { key: 'reference', label: t('declaration.reference'), value: `#${held.order_id}` },
            { key: 'since', label: t('declaration.heldSince'), value: formatDateTime(held.created_at) },
          ]}
        />
      </section>
      {held.status === 'signed' ? <Signed held={held} /> : <SignForm held={held} />}
    </>
  );
}

function Signed({ held }: { held: Declaration }) {
  const { t } = useTranslation();
  const direction = heldOrderDirection(held.order_type);
  return (
    <Notice
      tone="success"
      title={t('declaration.signedTitle')}
      actions={
        <Link className={buttonClasses('primary', { size: 'small' })} to={PATHS.wallet}>
          {t('declaration.toWallet')}
        </Link>
      }
    >
      {t('declaration.signedText', {
        date: formatDateTime(held.signed_at ?? held.created_at),
        direction: t(`declaration.direction.${direction}`),
      })}
    </Notice>
  );
}

function SignForm({ held }: { held: Declaration }) {
  const { t } = useTranslation();
  const { requestCode, sign } = useSignDeclaration(held.esign_req_id);
  const form = useForm<Values, unknown, DeclarationForm>({
    resolver: formResolver(declarationFormSchema),
    defaultValues: EMPTY,
  });
  const direction = t(`declaration.direction.${heldOrderDirection(held.order_type)}`);

  const code = useOtpStep<DeclarationForm>(() => requestCode.mutateAsync({ type: DECLARATION_OTP_PURPOSE }));
  const signing = code.pending;

  const submit = form.handleSubmit((values) => code.begin(values));

  async function confirm(otp: string): Promise<CallResult> {
    if (!signing) return { ok: false, message: null };
    try {
      const answer = await sign.mutateAsync({ id: held.esign_req_id, ...signing, otp });
      code.close();
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      if (appError.firstFieldError?.field === 'otp')
        return { ok: false, message: appError.firstFieldError.message };
      code.close();
      if (!showServerFieldError(form, failure, SERVER_FIELDS)) notify.error(appError.message);
      return { ok: true };
    }
  }

  return (
    <section className="account-card" aria-labelledby="declaration-form">
      <h2 id="declaration-form">{t('declaration.declarationTitle')}</h2>
      <form className="account-form" onSubmit={submit} noValidate>
        <FormSelectField
          control={form.control}
          name="source_of_funds"
          label={t('declaration.source')}
          options={SOURCES_OF_FUNDS}
          placeholder={t('declaration.choose')}
        />
        <FormTextField
          control={form.control}
          name="user_comment"
          label={t('declaration.purpose', { direction })}
          hint={t('declaration.purposeHint')}
          autoComplete="off"
        />
        <blockquote className="declaration-page__text">{DECLARATION_TEXT}</blockquote>
        <FormCheckboxField control={form.control} name="declared" text={t('declaration.agree')} />
        <Button type="submit" busy={requestCode.isPending}>
          {t('declaration.sign')}
        </Button>
      </form>
      {signing ? (
        <OtpDialog
          twoFactor={code.twoFactor}
          description={codePrompt(code.twoFactor, t('declaration.otpAction'))}
          verify={confirm}
          resend={code.resend}
          onCancel={code.close}
        />
      ) : null}
    </section>
  );
}
