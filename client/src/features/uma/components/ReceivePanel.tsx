// UMA's Receive tab: one's handle (chosen here the first time, changed at most once per 30 days), shown as a QR code,
// and a request-money link for an amount that opens the payer's Send tab filled in.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { formatDate } from '@sikka/shared/format/date';
import { HANDLE_CHANGE_DAYS, umaRequestLink } from '@sikka/shared/uma/rules';
import {
  type HandleResponse,
  type SetHandleRequest,
  setHandleRequestSchema,
} from '@sikka/shared/uma/schemas';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { filterAmountInput } from '../../../lib/money/amountInput.ts';
import { notify } from '../../../lib/toast.ts';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSetHandle } from '../api/uma.ts';

const HANDLE_FIELDS = { handle: 'handle' } as const;

interface HandleQuery {
  data: HandleResponse | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export function ReceivePanel({ handle, verified }: { handle: HandleQuery; verified: boolean }) {
  const [editing, setEditing] = useState(false);
  // Only a verified profile can be paid (docs/uma.md: no claimable holds): say so before they share a link.
  const unverified = verified ? null : (
    <Notice tone="pending" title="Verify your profile to receive money">
      Transfers to you are refused until your profile is verified. Get Verified from your profile menu.
    </Notice>
  );
  if (handle.isError && !handle.data)
    return <FailedNotice title="Your handle could not be loaded." onRetry={() => void handle.refetch()} />;
  if (!handle.data)
    return (
      <div role="status">
        <span className="visually-hidden">Loading your handle</span>
        <Skeleton width="100%" height="10rem" />
      </div>
    );
  const current = handle.data.handle;
  if (current === null || editing)
    return (
      <div className="uma-receive">
        {unverified}
        <HandleForm current={current} onDone={() => setEditing(false)} />
      </div>
    );
  return (
    <div className="uma-receive">
      {unverified}
      <RequestCard handle={current} />
      <p className="feed__meta">
        Your handle is <strong>@{current}</strong>.{' '}
        {handle.data.next_change_at ? (
          `You can change it on ${formatDate(handle.data.next_change_at)}.`
        ) : (
          <Button variant="link" onClick={() => setEditing(true)}>
            Change handle
          </Button>
        )}
      </p>
    </div>
  );
}

function HandleForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const setHandle = useSetHandle();
  const form = useForm<SetHandleRequest, unknown, { handle: string }>({
    resolver: formResolver<SetHandleRequest, { handle: string }>(setHandleRequestSchema),
    defaultValues: { handle: current ?? '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await setHandle.mutateAsync(values);
      notify.success(`Your handle is @${saved.handle}`);
      onDone();
    } catch (error) {
      if (!showServerFieldError(form, error, HANDLE_FIELDS)) notify.error('Your handle could not be saved');
    }
  });
  return (
    <form className="form-column uma-form" onSubmit={onSubmit} noValidate aria-label="Choose your handle">
      <Notice tone="info" title={current === null ? 'Choose your handle' : 'Change your handle'}>
        Others can pay you by your handle instead of your mobile number. 3 to 20 lower-case letters, digits,
        dots or underscores, starting with a letter. You can change it once every {HANDLE_CHANGE_DAYS} days.
      </Notice>
      <FormTextField
        control={form.control}
        name="handle"
        label="Handle"
        placeholder="asha.k"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="uma-form__actions">
        {current !== null ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={setHandle.isPending}>
          Save handle
        </Button>
      </div>
    </form>
  );
}

function RequestCard({ handle }: { handle: string }) {
  const [asset, setAsset] = useState<Asset>('INR');
  const [amount, setAmount] = useState('');
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${umaRequestLink({ to: handle, amount, asset })}`;
  return (
    <div className="uma-request">
      <div className="uma-request__qr">
        <QRCodeSVG value={link} size={176} marginSize={2} title={`Pay @${handle} on Sikka`} />
        <p className="uma-request__handle">@{handle}</p>
      </div>
      <div className="form-column uma-form">
        <ChoiceGroup
          legend="Request"
          value={asset}
          onChange={(value) => {
            setAsset(value as Asset);
            setAmount('');
          }}
          options={ASSETS.map((each) => ({ value: each, label: each }))}
          size="small"
        />
        <AmountField
          label="Amount to request (optional)"
          unit={asset === 'INR' ? '₹' : asset}
          value={amount}
          onValueChange={setAmount}
          filter={(typed, previous) => filterAmountInput(typed, asset, previous)}
        />
        <p className="uma-request__label">Request link</p>
        <code className="uma-request__link">{link}</code>
        <div className="uma-form__actions">
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            Copy link
          </Button>
          <span role="status" className="feed__meta">
            {copied ? 'Copied' : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
