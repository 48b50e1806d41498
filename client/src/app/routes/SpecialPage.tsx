// The special pages of §2 (vendor-order, into-the-block, invoice, info, marketing, integrate) until their
// features land: a full-bleed band (they use the no-gap layout) naming the page.
import { PATHS, type Route } from '@sikka/shared/routes/routeTable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';

export default function SpecialPage({ route }: { route: Route }) {
  const { t } = useTranslation();
  return (
    <section className="special-page" aria-labelledby="special-title">
      <div className="special-page__band">
        <Logo size={40} />
        <p className="placeholder__eyebrow">{t('placeholder.eyebrow')}</p>
        <h1 id="special-title" className="special-page__title">
          {route.title}
        </h1>
        <p className="special-page__text">{t(`pages.${route.id}`)}</p>
        <Link className={buttonClasses('secondary')} to={PATHS.home}>
          {t('placeholder.backHome')}
        </Link>
      </div>
    </section>
  );
}
