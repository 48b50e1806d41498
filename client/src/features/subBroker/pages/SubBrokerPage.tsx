// /in/sub-broker 'Sub Broker': a sub-broker's dashboard (code, clients, invite); for anyone else what they can do
// instead: apply (verified only, §6), see their application's state, or accept a sub-broker's invitation with the
// sub-broker OTP (9). A normal user never sees §8's 'You are not a sub-broker': the dashboard is not asked for.
import { formatDateTime } from '@sikka/shared/format/date';
import type { SubBrokerInvitation, SubBrokerState } from '@sikka/shared/subBroker/schemas';
import type { VerificationFields } from '@sikka/shared/user/verification';
import { useState } from 'react';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useAccept, useSubBrokerState } from '../api/subBroker.ts';
import { ApplyForm } from '../components/ApplyForm.tsx';
import { Dashboard } from '../components/Dashboard.tsx';
import '../components/subBroker.css';
import '../../../ui/accountPage.css';

interface SubBrokerPageProps {
  user: VerificationFields | null;
  userLoading: boolean;
}

export default function SubBrokerPage({ user, userLoading }: SubBrokerPageProps) {
  const state = useSubBrokerState();
  return (
    <section className="list-page sub-broker" aria-labelledby="sub-broker-title">
      <h1 id="sub-broker-title" className="list-page__title">
        Sub Broker
      </h1>
      <Body state={state} user={user} userLoading={userLoading} />
    </section>
  );
}

function Body({
  state,
  user,
  userLoading,
}: {
  state: ReturnType<typeof useSubBrokerState>;
} & SubBrokerPageProps) {
  if (state.isError && !state.data)
    return <FailedNotice title="This page could not be loaded." onRetry={() => void state.refetch()} />;
  if (!state.data)
    return (
      <div role="status">
        <span className="visually-hidden">Loading</span>
        <Skeleton width="100%" height="6rem" />
      </div>
    );
  const data = state.data;
  if (data.application?.status === 'approved') return <Dashboard />;
  return (
    <>
      {data.sub_broker ? (
        <Notice tone="success" title="Your sub-broker">
          {data.sub_broker.business_name} (code <span className="num">{data.sub_broker.code}</span>)
        </Notice>
      ) : null}
      {data.invitations.length > 0 ? <Invitations invitations={data.invitations} /> : null}
      <section className="account-card" aria-labelledby="sub-broker-apply">
        <h2 id="sub-broker-apply">Become a sub-broker</h2>
        <Application data={data} user={user} userLoading={userLoading} />
      </section>
    </>
  );
}

function Application({ data, user, userLoading }: { data: SubBrokerState } & SubBrokerPageProps) {
  const application = data.application;
  if (application?.status === 'pending')
    return (
      <Notice tone="pending" title="Your application is being reviewed">
        {application.business_name}, GST {application.gstin}, PAN {application.pan_masked}; sent{' '}
        {formatDateTime(application.applied_at)}. The Sub-Broker menu appears once it is approved.
      </Notice>
    );
  return (
    <>
      {application?.status === 'rejected' ? (
        <Notice tone="error" title="Your application was not approved">
          {application.reason ?? ''} You may apply again.
        </Notice>
      ) : (
        <p>
          Bring your clients to Sikka and follow their accounts from one dashboard. Tell us about your
          business; we review every application.
        </p>
      )}
      <VerifiedGate signedIn user={user} userLoading={userLoading} visitorText="Log in to apply.">
        <ApplyForm />
      </VerifiedGate>
    </>
  );
}

function Invitations({ invitations }: { invitations: readonly SubBrokerInvitation[] }) {
  const { sendCode, accept } = useAccept();
  const code = useOtpStep<SubBrokerInvitation>(sendCode);
  const [choosing, setChoosing] = useState<number | null>(null);
  const confirming = code.pending;

  async function confirm(otp: string): Promise<CallResult> {
    if (!confirming) return { ok: false, message: null };
    try {
      const answer = await accept.mutateAsync({ id: confirming.id, otp });
      code.close();
      notify.success(answer.message);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: appErrorOf(error).message };
    }
  }

  return (
    <section className="account-card" aria-labelledby="sub-broker-invitations">
      <h2 id="sub-broker-invitations">Invitations</h2>
      <ul className="feed" aria-label="Invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="feed__item">
            <div className="feed__body">
              <span className="feed__subject">
                {invitation.business_name} (<span className="num">{invitation.code}</span>) invites you to be
                their client
              </span>
              <span>{formatDateTime(invitation.invited_at)}</span>
            </div>
            <Button
              size="small"
              busy={choosing === invitation.id}
              onClick={async () => {
                setChoosing(invitation.id);
                await code.begin(invitation);
                setChoosing(null);
              }}
            >
              Accept
            </Button>
          </li>
        ))}
      </ul>
      {confirming ? (
        <OtpDialog
          twoFactor={code.twoFactor}
          description={codePrompt(code.twoFactor, `to join ${confirming.business_name}`)}
          verify={confirm}
          resend={code.resend}
          onCancel={code.close}
        />
      ) : null}
    </section>
  );
}
