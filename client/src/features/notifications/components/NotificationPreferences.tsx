// What reaches the person (docs/messages.md "What reaches you"): a table of switches, a category a row and a channel
// a column, each named '<category> by <channel>' and saved the moment it moves (a toast says so; a failure puts it
// back). Security and transactions stay in the app, and e-mail waits for an address on the profile.
import {
  CATEGORY_DESCRIPTIONS,
  CATEGORY_LABELS,
  isLocked,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CHANNELS,
  type PreferenceCategory,
  type PreferenceChannel,
  switchLabel,
} from '@sikka/shared/notifications/preferences';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSetNotificationPreference } from '../api/notifications.ts';
import { useNotificationPreferences } from '../api/preferences.ts';
import './notifications.css';

const COLUMN_HEADINGS = {
  in_app: 'In-app',
  sms: 'SMS',
  email: 'E-mail',
} as const satisfies Record<PreferenceChannel, string>;

export function NotificationPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreference();
  const lockedNote = useId();
  const emailNote = useId();
  const data = preferences.data;

  const note = (category: PreferenceCategory, channel: PreferenceChannel): string | undefined => {
    if (isLocked(category, channel)) return lockedNote;
    if (channel === 'email' && !data?.has_email) return emailNote;
    return undefined;
  };

  return (
    <section className="preferences" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="preferences__title">
        What reaches you
      </h2>
      <p className="list-page__intro">
        Choose how each kind of message reaches you: in the app (your messages, a pop-up and the bell), by SMS
        or by e-mail. Each change is saved at once.
      </p>
      {preferences.isError && !data ? (
        <FailedNotice
          title="Your notification preferences could not be loaded."
          onRetry={() => void preferences.refetch()}
        />
      ) : !data ? (
        <div role="status">
          <span className="visually-hidden">Loading your notification preferences</span>
          <Skeleton width="100%" height="14rem" />
        </div>
      ) : (
        <>
          <table className="preferences__table">
            <caption className="visually-hidden">
              Notification preferences: each kind of message by channel
            </caption>
            <thead>
              <tr>
                <th scope="col">Messages</th>
                {PREFERENCE_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="preferences__channel">
                    {COLUMN_HEADINGS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PREFERENCE_CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row" className="preferences__category">
                    <span className="preferences__name">{CATEGORY_LABELS[category]}</span>
                    <span className="preferences__about">{CATEGORY_DESCRIPTIONS[category]}</span>
                  </th>
                  {PREFERENCE_CHANNELS.map((channel) => (
                    <td key={channel} className="preferences__channel">
                      <Switch.Root
                        className="switch"
                        aria-label={switchLabel(category, channel)}
                        aria-describedby={note(category, channel)}
                        checked={data.preferences[category][channel]}
                        disabled={isLocked(category, channel) || (channel === 'email' && !data.has_email)}
                        onCheckedChange={(on) => save.mutate({ category, [channel]: on })}
                      >
                        <Switch.Thumb className="switch__thumb" />
                      </Switch.Root>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p id={lockedNote} className="preferences__note">
            Security and transaction messages are always shown in the app.
          </p>
          {data.has_email ? null : (
            <p id={emailNote} className="preferences__note">
              E-mails need an address on your account:{' '}
              <Link to={PATHS.profilePersonal}>add your e-mail address in your profile</Link>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
