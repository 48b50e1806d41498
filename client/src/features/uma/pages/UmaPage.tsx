// /in/uma 'Send, Receive — Anytime, Anywhere.': Send (rupees or a coin to a Sikka user by mobile number or handle:
// §4 confirmation, then the §9 transaction code, then it arrives at once), Receive (one's handle, its QR code and a
// request-money link that opens the payer's Send tab filled in) and History (sent and received, paged). ?tab= opens
// Receive or History.

import type { Asset } from '@sikka/shared/constants';
import { formatDateTime } from '@sikka/shared/format/date';
import { formatMoney } from '@sikka/shared/money/amount';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { parseUmaRequest } from '@sikka/shared/uma/rules';
import { actionPermission, type VerificationFields } from '@sikka/shared/user/verification';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../../ui/Notice.tsx';
import { PagedFeed } from '../../../ui/PagedFeed.tsx';
import { VerifiedGate } from '../../../ui/VerifiedGate.tsx';
import { useHandle, useTransfers } from '../api/uma.ts';
import { ReceivePanel } from '../components/ReceivePanel.tsx';
import { SendForm } from '../components/SendForm.tsx';
import '../components/uma.css';
import '../../../ui/accountPage.css';

const TABS = ['send', 'receive', 'history'] as const;
type Tab = (typeof TABS)[number];

/** The tab a link opens (?tab=receive|history), else Send. */
function tabOf(search: URLSearchParams): Tab {
  const asked = search.get('tab');
  return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'send';
}

interface UmaPageProps {
  user: (VerificationFields & { mobile_number?: string | null | undefined }) | null;
  userLoading: boolean;
}

export default function UmaPage({ user, userLoading }: UmaPageProps) {
  const [search] = useSearchParams();
  // A request link (?to=…) opens the Send tab filled in for the payer.
  const [prefill] = useState(() => parseUmaRequest(search.toString()));
  const [tab, setTab] = useState<Tab>(() => tabOf(search));
  const handle = useHandle();
  return (
    <section className="list-page uma" aria-labelledby="uma-title">
      <h1 id="uma-title" className="list-page__title">
        Send, Receive — Anytime, Anywhere.
      </h1>
      <p className="list-page__intro">
        Send rupees, Bitcoin, Ether or Tether to anyone on Sikka by their mobile number or handle. It arrives
        at once, with no fee.
      </p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="account-card">
        <Tabs.List className="tabs-list" aria-label="UMA">
          <Tabs.Trigger value="send" className="tabs-list__tab">
            Send
          </Tabs.Trigger>
          <Tabs.Trigger value="receive" className="tabs-list__tab">
            Receive
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className="tabs-list__tab">
            History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="send">
          <VerifiedGate signedIn user={user} userLoading={userLoading} visitorText="Log in to send money.">
            <SendForm
              prefill={prefill}
              self={{ mobile: user?.mobile_number ?? null, handle: handle.data?.handle ?? null }}
              onSent={() => setTab('history')}
            />
          </VerifiedGate>
        </Tabs.Content>
        <Tabs.Content value="receive">
          <ReceivePanel
            handle={handle}
            verified={user !== null && actionPermission(user, SUPPORT_CONTACT.phone).allowed}
          />
        </Tabs.Content>
        <Tabs.Content value="history">
          <History />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function History() {
  const [page, setPage] = useState(1);
  return (
    <PagedFeed
      query={useTransfers(page)}
      label="Transfers"
      pagesLabel="Transfer pages"
      loading="Loading your transfers"
      failed="Your transfers could not be loaded."
      empty={
        <Notice tone="info" title="No transfers yet">
          Money you send or receive appears here. Share your handle from Receive to get paid.
        </Notice>
      }
      onPage={setPage}
    >
      {(transfer) => (
        <li key={transfer.id} className="feed__item" data-direction={transfer.direction}>
          <div className="feed__body">
            <span className="feed__subject num">
              {transfer.direction === 'sent' ? '−' : '+'}
              {formatMoney(transfer.asset as Asset, transfer.amount)}
            </span>
            <span>
              {transfer.direction === 'sent' ? 'To' : 'From'} {transfer.counterparty}
            </span>
            {transfer.note ? <q className="uma__note">{transfer.note}</q> : null}
            <span className="feed__meta">{formatDateTime(transfer.created_at)}</span>
            <span className="feed__tag">{transfer.direction === 'sent' ? 'Sent' : 'Received'}</span>
          </div>
        </li>
      )}
    </PagedFeed>
  );
}
