// The page of a route whose feature comes later (§2: every route answers with a real page, never a blank
// screen): names the feature, says what it will hold, and points somewhere useful meanwhile.
import { INSTANT_PAGE, PATHS, type Route } from '@sikka/shared/routes/routeTable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button.tsx';
import { CoinIcon } from '../../ui/Icon.tsx';

const COIN_ICON = { BTC: 'bitcoin', ETH: 'ether', USDT: 'usdt' } as const;

export default function FeaturePage({ route }: { route: Route }) {
  const { t } = useTranslation();
  const title = route.title ?? t('common.brand');
  const points = t(`features.${route.feature}`, { returnObjects: true }) as readonly string[];
  const coin = 'coin' in route ? route.coin : undefined;

  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <p className="placeholder__eyebrow">{t('placeholder.eyebrow')}</p>
      <h1 id="placeholder-title" className="placeholder__title">
        {coin ? <CoinIcon coin={COIN_ICON[coin]} size={32} /> : null}
        <span>{coin ? `${title} · ${coin}` : title}</span>
      </h1>
      <p className="placeholder__text">{t(`pages.${route.id}`)}</p>
      <div className="placeholder__card">
        <h2 className="placeholder__subtitle">{t('placeholder.whatComes')}</h2>
        <ul className="placeholder__points">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <p className="placeholder__note">{t('placeholder.unaffected')}</p>
      <div className="placeholder__actions">
        <Link className={buttonClasses('secondary')} to={PATHS.home}>
          {t('placeholder.backHome')}
        </Link>
        {route.feature === 'instant'
          ? Object.entries(INSTANT_PAGE)
              .filter(([other]) => other !== coin)
              .map(([other, link]) => (
                <Link key={other} className={buttonClasses('ghost')} to={link}>
                  {other}
                </Link>
              ))
          : null}
      </div>
    </section>
  );
}
