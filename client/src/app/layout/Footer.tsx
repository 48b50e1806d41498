// §2 the footer: every link §2 lists (internal ones as written, trailing slashes included; proof of reserves is our
// own page), the external listing form, blog, knowledge base, social networks and app stores; the contact block
// (phone, support e-mail, support hours 9:30 am – 6:30 pm Mon–Sat), a QR code and the §1 risk disclaimer.
import {
  FOOTER_APP_LINKS,
  FOOTER_QR_LINK,
  FOOTER_SECTIONS,
  FOOTER_SOCIAL_LINKS,
  type MenuItem,
  RISK_DISCLAIMER,
  SUPPORT_CONTACT,
} from '@sikka/shared/routes/menus';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { useNearScreen } from '../../ui/useNearScreen.ts';

const FooterQr = lazy(() => import('./FooterQr.tsx'));

function FooterLink({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  if (item.link === null) return null;
  if (item.external) {
    return (
      <a className="footer__link" href={item.link} target="_blank" rel="noopener noreferrer">
        {item.name}
        <span className="visually-hidden"> {t('common.opensNewTab')}</span>
      </a>
    );
  }
  return (
    <Link className="footer__link" to={item.link}>
      {item.name}
    </Link>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const qrLink = useRef<HTMLAnchorElement>(null);
  const qrNear = useNearScreen(qrLink);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__top">
          <section className="footer__about" aria-labelledby="footer-contact">
            <p className="footer__brand">
              <Logo size={30} />
              <span>{t('common.brand')}</span>
            </p>
            <p className="footer__tagline">{t('footer.tagline')}</p>
            <h2 id="footer-contact" className="footer__heading">
              {t('footer.contact')}
            </h2>
            <ul className="footer__contact">
              <li>
                <Icon name="phone" size={18} className="footer__contact-icon" />
                <span className="visually-hidden">{t('footer.phone')}: </span>
                <a href={SUPPORT_CONTACT.phoneHref} className="num">
                  {SUPPORT_CONTACT.phone}
                </a>
              </li>
              <li>
                <Icon name="mail" size={18} className="footer__contact-icon" />
                <span className="visually-hidden">{t('footer.email')}: </span>
                <a href={SUPPORT_CONTACT.emailHref}>{SUPPORT_CONTACT.email}</a>
              </li>
              <li>
                <Icon name="clock" size={18} className="footer__contact-icon" />
                <span>
                  <span className="visually-hidden">{t('footer.hours')}: </span>
                  {SUPPORT_CONTACT.hours}
                </span>
              </li>
            </ul>
          </section>

          <div className="footer__sections">
            {FOOTER_SECTIONS.map((section) => (
              <section key={section.title} className="footer__section" aria-label={section.title}>
                <h2 className="footer__heading">{section.title}</h2>
                <ul className="footer__links">
                  {section.links.map((item) => (
                    <li key={item.key}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>

          <section className="footer__app" aria-labelledby="footer-app">
            <h2 id="footer-app" className="footer__heading">
              {t('footer.qrTitle')}
            </h2>
            <a
              className="footer__qr"
              aria-label={t('footer.qrTitle')}
              href={FOOTER_QR_LINK}
              target="_blank"
              rel="noopener noreferrer"
              ref={qrLink}
            >
              {/* Its box is kept while it loads, so nothing below moves; the link is named by its own label. */}
              {qrNear ? (
                <Suspense fallback={<span className="footer__qr-box" />}>
                  <FooterQr value={FOOTER_QR_LINK} title={t('footer.qrTitle')} />
                </Suspense>
              ) : (
                <span className="footer__qr-box" />
              )}
            </a>
            <p className="footer__small">{t('footer.qrText')}</p>
            <ul className="footer__apps" aria-label={t('footer.apps')}>
              {FOOTER_APP_LINKS.map((item) => (
                <li key={item.key}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="footer__bottom">
          <ul className="footer__social" aria-label={t('footer.follow')}>
            {FOOTER_SOCIAL_LINKS.map((item) => (
              <li key={item.key}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
          <section className="footer__risk" aria-labelledby="footer-risk">
            <h2 id="footer-risk" className="footer__risk-title">
              {t('footer.riskTitle')}
            </h2>
            <p>{RISK_DISCLAIMER}</p>
          </section>
          <p className="footer__small">{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
        </div>
      </div>
    </footer>
  );
}
