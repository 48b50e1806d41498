// /in/profile/api-keys: the person's API keys for integrators (docs/api.md) — the list with each key's scopes and
// allowlist, a new key made with a §9 transaction code (its secret shown this once), and revoking one the same way.
import { API_KEY_MESSAGES, type ApiKey, MAX_API_KEYS } from '@sikka/shared/apiKeys/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormCheckboxField, FormTextField } from '../../../ui/FormFields.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useApiKeyChanges, useApiKeys } from '../api/apiKeys.ts';
import { ApiKeyList, SecretNotice } from '../components/ApiKeyList.tsx';
import {
  API_KEY_FORM_DEFAULTS,
  API_KEY_SERVER_FIELDS,
  type ApiKeyValues,
  apiKeyFormSchema,
  type NewApiKey,
} from '../utils/apiKeyForm.ts';
import '../../../ui/accountPage.css';

type Pending = ({ kind: 'create' } & NewApiKey) | { kind: 'revoke'; key: ApiKey };

export default function ApiKeysPage() {
  const keys = useApiKeys();
  const changes = useApiKeyChanges();
  const otp = useOtpStep<Pending>(changes.sendCode);
  const form = useForm<ApiKeyValues, unknown, NewApiKey>({
    resolver: formResolver<ApiKeyValues, NewApiKey>(apiKeyFormSchema),
    defaultValues: API_KEY_FORM_DEFAULTS,
  });
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [secret, setSecret] = useState<{ keyId: string; secret: string } | null>(null);

  const create = form.handleSubmit((key) => otp.begin({ kind: 'create', ...key }));

  async function confirm(code: string): Promise<CallResult> {
    const pending = otp.pending;
    if (!pending) return { ok: false, message: null };
    try {
      if (pending.kind === 'create') {
        const { kind: _kind, ...body } = pending;
        const made = await changes.create.mutateAsync({ ...body, otp: code });
        setSecret({ keyId: made.key.key_id, secret: made.secret });
        form.reset({ ...form.getValues(), label: '', display_name: '', ip_allowlist: '' });
      } else {
        const answer = await changes.revoke.mutateAsync({ id: pending.key.id, otp: code });
        notify.success(answer.message ?? API_KEY_MESSAGES.revoked);
      }
      otp.close();
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      // A field of the form was refused: back to it; a wrong code stays in the dialog.
      if (showServerFieldError(form, failure, API_KEY_SERVER_FIELDS)) {
        otp.close();
        return { ok: true };
      }
      if (appError.firstFieldError?.field !== 'otp') {
        otp.close();
        notify.error(appError.message);
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  const count = keys.data?.keys.length ?? 0;
  return (
    <section className="account-page api-keys" aria-labelledby="api-keys-title">
      <div className="account-card">
        <h1 id="api-keys-title">API Keys</h1>
        <p>
          Keys let your own programs read your balances and orders, and place and cancel orders, through
          Sikka's public API. A key can never withdraw. Read the{' '}
          <Link to={PATHS.apiDocumentation}>API documentation</Link> for how to sign requests.
        </p>
        {secret ? <SecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      </div>

      <ApiKeyList keys={keys} onRevoke={setRevoking} />

      <form
        className="account-card"
        onSubmit={(event) => void create(event)}
        noValidate
        aria-labelledby="new-key-title"
      >
        <h2 id="new-key-title">New key</h2>
        {count >= MAX_API_KEYS ? <Notice tone="info">{API_KEY_MESSAGES.tooMany}</Notice> : null}
        <FormTextField control={form.control} name="label" label="Label" maxLength={40} />
        <FormTextField
          control={form.control}
          name="display_name"
          label="Display name (optional)"
          maxLength={60}
          hint="The name your customers see when they pay an order this key makes (vendor orders)"
        />
        <fieldset className="field">
          <legend className="field__label">Scopes</legend>
          <FormCheckboxField
            control={form.control}
            name="read"
            text="Read: balances, orders, fills and history"
          />
          <FormCheckboxField control={form.control} name="trade" text="Trade: place and cancel orders" />
        </fieldset>
        <FormTextField
          control={form.control}
          name="ip_allowlist"
          label="Allowed addresses (optional)"
          hint="IPv4 or IPv6 addresses, separated by commas. Empty: any address."
        />
        <Button type="submit" busy={changes.sending} disabled={count >= MAX_API_KEYS}>
          Create key
        </Button>
      </form>

      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this key?"
        description={`Programs using "${revoking?.label ?? ''}" stop working at once.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const key = revoking;
                setRevoking(null);
                if (key) void otp.begin({ kind: 'revoke', key });
              }}
            >
              Revoke
            </Button>
          </>
        }
      />
      {otp.pending ? (
        <OtpDialog
          twoFactor={otp.twoFactor}
          description={codePrompt(
            otp.twoFactor,
            otp.pending.kind === 'create' ? 'to create the key' : 'to revoke the key',
          )}
          verify={confirm}
          resend={otp.resend}
          onCancel={otp.close}
        />
      ) : null}
    </section>
  );
}
