// The person's API keys, each with its scopes, allowlist and last use and a button to revoke it; and a new key's
// secret, shown this once.
import type { ApiKey } from '@sikka/shared/apiKeys/schemas';
import { formatDateTime } from '@sikka/shared/format/date';
import { Button } from '../../../ui/Button.tsx';
import { FailedNotice, Notice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { useApiKeys } from '../api/apiKeys.ts';
import '../../../ui/accountPage.css';

export function ApiKeyList({
  keys,
  onRevoke,
}: {
  keys: ReturnType<typeof useApiKeys>;
  onRevoke: (key: ApiKey) => void;
}) {
  const list = keys.data?.keys ?? [];
  return (
    <div className="account-card">
      <h2>Your keys</h2>
      {keys.isPending ? (
        <Skeleton height="96px" />
      ) : keys.isError ? (
        <FailedNotice title="Your API keys could not be loaded." onRetry={() => void keys.refetch()} />
      ) : list.length === 0 ? (
        <p>No API keys yet.</p>
      ) : (
        <ul className="api-keys__list" aria-label="Your API keys">
          {list.map((key) => (
            <li key={key.id} className="api-keys__key">
              <div>
                <strong>{key.label}</strong> <code>{key.key_id}</code>
              </div>
              {key.display_name ? <div>Shown at checkout as {key.display_name}</div> : null}
              <div>Scopes: {key.scopes.join(', ')}</div>
              <div>Addresses: {key.ip_allowlist.length > 0 ? key.ip_allowlist.join(', ') : 'any'}</div>
              <div>
                Made {formatDateTime(key.created_at)} · last used{' '}
                {key.last_used_at ? formatDateTime(key.last_used_at) : 'never'}
              </div>
              <Button variant="secondary" size="small" onClick={() => onRevoke(key)}>
                Revoke {key.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SecretNotice({
  secret,
  onDone,
}: {
  secret: { keyId: string; secret: string };
  onDone: () => void;
}) {
  return (
    <Notice tone="pending" title="Copy your secret now">
      <p>It will not be shown again. Anyone with it can trade for you within the key's scopes.</p>
      <dl className="api-keys__secret">
        <dt>Key id</dt>
        <dd>
          <code>{secret.keyId}</code>
        </dd>
        <dt>Secret</dt>
        <dd>
          <code>{secret.secret}</code>
        </dd>
      </dl>
      <Button onClick={() => onDone()}>I have copied it</Button>
    </Notice>
  );
}
