// The dashboard's card of a person's alerts that can still go off (active or paused): each one's rule and state,
// and a link to the alerts page to set or manage them. Loading, empty, failed.
import { alertRuleWords } from '@sikka/shared/alerts/schemas';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useAlerts } from '../api/alerts.ts';
import '../../../ui/homeCard.css';

export function ActiveAlerts() {
  const alerts = useAlerts();
  const set = alerts.data?.alerts.filter((alert) => alert.status !== 'fired');
  return (
    <section className="home-card" aria-labelledby="active-alerts-title">
      <div className="home-card__head">
        <h2 id="active-alerts-title" className="home-card__title">
          Price alerts
        </h2>
        {set && set.length > 0 ? (
          <Link className={buttonClasses('ghost', { size: 'small' })} to={PATHS.alerts}>
            Manage alerts
          </Link>
        ) : null}
      </div>
      {alerts.isError && !set ? (
        <FailedNotice title="Your alerts could not be loaded." onRetry={() => void alerts.refetch()} />
      ) : !set ? (
        <Skeleton width="100%" height="3rem" />
      ) : set.length === 0 ? (
        <div className="home-card__empty">
          <p>No price alerts. Be told when a coin crosses a price or moves by a percentage.</p>
          <Link className={buttonClasses('secondary', { size: 'small' })} to={PATHS.alerts}>
            Set an alert
          </Link>
        </div>
      ) : (
        <ul className="home-card__list" aria-label="Price alerts">
          {set.map((alert) => (
            <li key={alert.id} className="home-card__item">
              <strong>{alertRuleWords(alert)}</strong>
              <span className="home-card__note">
                {alert.status === 'paused' ? 'Paused' : alert.repeat === 'once' ? 'Once' : 'Every time'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
