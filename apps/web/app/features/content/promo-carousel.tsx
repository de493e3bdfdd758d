import type { PromoPanel } from '@croupier/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { ChevronLeft, ChevronRight } from '../../components/ui/icons';
import { useLocalizedHref } from '../../lib/root-data';
import { ContentIcon } from './content-icon';
import styles from './promo-carousel.module.css';
import { themeStyle } from './theme-style';

const AUTO_ADVANCE_MS = 7000;

/** The lobby's hero: promo panels from content, one per slide, swipeable, auto-advancing. */
export function PromoCarousel({ panels }: { panels: PromoPanel[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const count = track.children.length;
    const next = (index + count) % count;
    track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () =>
      setCurrent(Math.round(track.scrollLeft / Math.max(track.clientWidth, 1)));
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (isPaused || isReduced || panels.length < 2) return;
    const timer = setTimeout(() => goTo(current + 1), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [current, isPaused, goTo, panels.length]);

  if (panels.length === 0) return null;
  const [first] = panels;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('pages.home.promotions')}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      {first && (
        // The first slide's art is the page's largest paint: React hoists these into the head,
        // ahead of the scripts, so it is fetched with the stylesheet (a <picture> is not
        // preloaded on its own).
        <>
          <link
            rel="preload"
            as="image"
            href={first.mobileImage}
            media="(max-width: 767px)"
            fetchPriority="high"
          />
          <link
            rel="preload"
            as="image"
            href={first.desktopImage}
            media="(min-width: 768px)"
            fetchPriority="high"
          />
        </>
      )}
      <div className={styles.track} ref={trackRef}>
        {panels.map((panel, index) => (
          <article
            key={panel.identity}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('pages.home.slideOf', { index: index + 1, count: panels.length })}
            style={themeStyle(panel.theme)}
          >
            <picture className={styles.art}>
              <source media="(min-width: 768px)" srcSet={panel.desktopImage} />
              <img
                src={panel.mobileImage}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </picture>
            <div className={styles.copy}>
              {panel.additionalTitle && <p className={styles.eyebrow}>{panel.additionalTitle}</p>}
              <h2 className={styles.title}>{panel.title}</h2>
              {panel.secondTitle && <p className={styles.subtitle}>{panel.secondTitle}</p>}
              {panel.advantages.length > 0 && (
                <ul className={styles.advantages}>
                  {panel.advantages.map((advantage) => (
                    <li key={advantage.label}>
                      <ContentIcon name={advantage.icon} size={16} />
                      {advantage.label}
                    </li>
                  ))}
                </ul>
              )}
              <Link to={href(panel.link)} className={styles.cta}>
                {panel.ctaLabel}
              </Link>
            </div>
          </article>
        ))}
      </div>
      {panels.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(current - 1)}
            aria-label={t('pages.home.previousSlide')}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {panels.map((panel, index) => (
              <button
                key={panel.identity}
                type="button"
                className={styles.dot}
                aria-current={index === current}
                aria-label={t('pages.home.goToSlide', { index: index + 1 })}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(current + 1)}
            aria-label={t('pages.home.nextSlide')}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
