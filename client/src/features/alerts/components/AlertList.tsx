// A person's alerts: each one's rule, how often it tells, its state and when it last fired, with pause or resume,
// edit and delete.
import { alertRuleWords, type PriceAlert } from '@sikka/shared/alerts/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { Button } from '../../../ui/Button.tsx';

const STATUS_WORDS: Record<PriceAlert['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  fired: 'Went off',
};
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

interface AlertListProps {
  alerts: readonly PriceAlert[];
  onEdit: (alert: PriceAlert) => void;
  onToggle: (alert: PriceAlert) => void;
  onDelete: (alert: PriceAlert) => void;
}

export function AlertList({ alerts, onEdit, onToggle, onDelete }: AlertListProps) {
  return (
    <ul className="alert-list">
      {alerts.map((alert) => {
        const words = alertRuleWords(alert);
        return (
          <li key={alert.id} className="alert-list__item" aria-label={words}>
            <div className="alert-list__rule">
              <strong>{words}</strong>
              <span className={`alert-list__status alert-list__status--${alert.status}`}>
                {STATUS_WORDS[alert.status]}
              </span>
            </div>
            <p className="alert-list__detail">
              {alert.repeat === 'once' ? 'Once' : 'Every time'}
              {alert.last_fired_at && alert.last_fired_price
                ? ` · last went off ${when(alert.last_fired_at)} at ${formatInr(alert.last_fired_price, { symbol: true })}`
                : ' · not yet gone off'}
            </p>
            <div className="alert-list__actions">
              <Button size="small" variant="secondary" onClick={() => onToggle(alert)}>
                {alert.status === 'active' ? 'Pause' : 'Resume'}
              </Button>
              <Button size="small" variant="secondary" onClick={() => onEdit(alert)}>
                Edit
              </Button>
              <Button size="small" variant="ghost" onClick={() => onDelete(alert)}>
                Delete
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
