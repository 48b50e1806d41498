// §2 Page Not Found: 'Page Not Found!' and 'Rerouting to Dashboard in N seconds...' counting down from 5,
// then home. Shown for any first segment other than `in`, and for a path no route of the table matches.
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { usePageHead } from '../../lib/pageHead.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { countdownDone, NOT_FOUND_COUNTDOWN_SECONDS, secondsLeft } from './countdown.ts';

const TICK_MS = 250;

export default function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState<number>(NOT_FOUND_COUNTDOWN_SECONDS);
  usePageHead({
    title: t('notFound.title'),
    description: t('notFound.description'),
    meta: [{ name: 'robots', content: 'noindex' }],
  });

  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - started;
      setLeft(secondsLeft(elapsed));
      if (countdownDone(elapsed)) {
        window.clearInterval(timer);
        navigate(PATHS.home, { replace: true });
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__countdown" role="status">
        {t('notFound.countdown', { seconds: String(left) })}
      </p>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className={buttonClasses('primary')} to={PATHS.home} replace>
        {t('notFound.goNow')}
      </Link>
    </section>
  );
}
