// §2 the maintenance screen, shown instead of the app while the site is flagged under maintenance: title,
// subtitle, free content, the supplied image (else a built-in illustration) and the Need Help? block with
// the support e-mail, the support phone and the product's social media account.
import { SITE, SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import type { MaintenanceView } from '../utils/maintenanceView.ts';
import { MaintenanceIllustration } from './MaintenanceIllustration.tsx';
import './maintenance.css';

export function MaintenanceScreen({ view }: { view: MaintenanceView }) {
  const { t } = useTranslation();
  useDocumentTitle(view.title);
  // A supplied image that fails to load falls back to the built-in illustration, never a broken icon.
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const image = view.imageUrl !== null && imageFailed !== view.imageUrl ? view.imageUrl : null;

  return (
    <main className="maintenance" aria-labelledby="maintenance-title">
      <div className="maintenance__brand">
        <Logo size={32} />
        <span>{t('common.brand')}</span>
      </div>
      <div className="maintenance__body">
        <div className="maintenance__art">
          {image ? (
            <img
              className="maintenance__image"
              src={image}
              alt=""
              onError={() => setImageFailed(view.imageUrl)}
            />
          ) : (
            <MaintenanceIllustration label={t('maintenance.illustration')} />
          )}
        </div>
        <div className="maintenance__text">
          <h1 id="maintenance-title" className="maintenance__title">
            {view.title}
          </h1>
          <p className="maintenance__subtitle">{view.subTitle}</p>
          {view.content ? <p className="maintenance__content">{view.content}</p> : null}
          <p className="maintenance__safe">{t('maintenance.fundsSafe')}</p>

          <section className="maintenance__help" aria-labelledby="maintenance-help">
            <h2 id="maintenance-help" className="maintenance__help-title">
              {t('maintenance.needHelp')}
            </h2>
            <ul className="maintenance__help-list">
              <li>
                <Icon name="mail" />
                <span className="maintenance__help-label">{t('maintenance.emailUs')}</span>
                <a href={SUPPORT_CONTACT.emailHref}>{SUPPORT_CONTACT.email}</a>
              </li>
              <li>
                <Icon name="phone" />
                <span className="maintenance__help-label">{t('maintenance.callUs')}</span>
                <a href={SUPPORT_CONTACT.phoneHref} className="num">
                  {SUPPORT_CONTACT.phone}
                </a>
              </li>
              <li>
                <Icon name="external" />
                <span className="maintenance__help-label">{t('maintenance.social')}</span>
                <a href={SITE.social.x} target="_blank" rel="noopener noreferrer">
                  {t('maintenance.socialText')}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
