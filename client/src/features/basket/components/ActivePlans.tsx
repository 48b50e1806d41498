// The dashboard's card of a person's buying plans that are still running or paused: what each buys, how much and
// how often, and its next purchase; a link to the basket page to manage them or start one. Loading, empty, failed.
import { FREQUENCY_LABELS } from '@sikka/shared/basket/rules';
import { formatDateTime } from '@sikka/shared/format/date';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { buttonClasses } from '../../../ui/Button.tsx';
import { FailedNotice } from '../../../ui/Notice.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { usePlans } from '../api/basket.ts';
import { inr, PLAN_STATUS_LABELS } from '../utils/basketView.ts';
import '../../../ui/homeCard.css';
import './activePlans.css';

export function ActivePlans() {
  const { t } = useTranslation();
  const plans = usePlans(true);
  const open = plans.data?.data.filter((plan) => plan.status !== 'cancelled');
  return (
    <section className="home-card active-plans" aria-labelledby="active-plans-title">
      <div className="home-card__head">
        <h2 id="active-plans-title" className="home-card__title">
          {t('home.plansTitle')}
        </h2>
        {open && open.length > 0 ? (
          <Link className={buttonClasses('ghost', { size: 'small' })} to={PATHS.cryptoBasket}>
            {t('home.managePlans')}
          </Link>
        ) : null}
      </div>
      {plans.isError && !open ? (
        <FailedNotice title={t('home.plansFailed')} onRetry={() => void plans.refetch()} />
      ) : !open ? (
        <Skeleton width="100%" height="3rem" />
      ) : open.length === 0 ? (
        <div className="home-card__empty">
          <p>{t('home.plansEmpty')}</p>
          <Link className={buttonClasses('secondary', { size: 'small' })} to={PATHS.cryptoBasket}>
            {t('home.startPlan')}
          </Link>
        </div>
      ) : (
        <ul className="home-card__list" aria-label={t('home.plansTitle')}>
          {open.map((plan) => (
            <li key={plan.id} className="home-card__item">
              <strong>{plan.target_name}</strong>
              <span className="num">
                {inr(plan.amount)} · {FREQUENCY_LABELS[plan.frequency]}
              </span>
              <span className={`active-plans__status active-plans__status--${plan.status}`}>
                {PLAN_STATUS_LABELS[plan.status]}
              </span>
              {plan.next_due_at ? (
                <span className="active-plans__next">
                  {t('home.nextPurchase', { when: formatDateTime(new Date(plan.next_due_at)) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
