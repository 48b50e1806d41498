// §2 the banner carousel: the user's message banners with previous/next (hidden on exchange pages by the
// layout); the text hides for 150 ms while it changes, so one message never jumps into another.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { BANNER_TEXT_DELAY_MS, clampBanner, stepBanner } from '../utils/carousel.ts';
import './user.css';

export function BannerCarousel({ banners }: { banners: readonly string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const shown = clampBanner(index, banners.length);
  const step = (by: 1 | -1) => {
    window.clearTimeout(timer.current);
    setHidden(true);
    timer.current = window.setTimeout(() => {
      setIndex((current) => stepBanner(clampBanner(current, banners.length), banners.length, by));
      setHidden(false);
    }, BANNER_TEXT_DELAY_MS);
  };

  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('banners.label')}>
      <p
        className="banner-carousel__text"
        aria-live="polite"
        data-hidden={hidden || undefined}
        style={{ transitionDuration: `${BANNER_TEXT_DELAY_MS}ms` }}
      >
        {banners[shown]}
      </p>
      {many ? (
        <div className="banner-carousel__controls">
          <button type="button" className="icon-button banner-carousel__step" onClick={() => step(-1)}>
            <Icon name="chevronLeft" />
            <span className="visually-hidden">{t('banners.previous')}</span>
          </button>
          <span className="banner-carousel__position num">
            {t('banners.position', { current: String(shown + 1), total: String(banners.length) })}
          </span>
          <button type="button" className="icon-button banner-carousel__step" onClick={() => step(1)}>
            <Icon name="chevronRight" />
            <span className="visually-hidden">{t('banners.next')}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
