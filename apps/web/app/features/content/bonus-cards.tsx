import type { BonusPage } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import styles from './content.module.css';
import { themeStyle } from './theme-style';

/** What a promotion card shows of its bonus page: pages sending cards leave the page's text out. */
export type BonusCard = Pick<
  BonusPage,
  'identity' | 'theme' | 'image' | 'highlight' | 'title' | 'description'
>;

/** The card fields of bonus pages (their full text and terms stay on the bonus page itself). */
export function toBonusCards(pages: readonly BonusPage[]): BonusCard[] {
  return pages.map(({ identity, theme, image, highlight, title, description }) => ({
    identity,
    theme,
    image,
    highlight,
    title,
    description,
  }));
}

/** Promotion cards linking to their bonus pages. */
export function BonusCards({
  pages,
  headingLevel = 2,
}: {
  pages: readonly BonusCard[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <ul className={styles.cards}>
      {pages.map((page) => (
        <li key={page.identity} className={styles.cardItem}>
          <Link
            to={href(`/bonus/${page.identity}`)}
            className={styles.card}
            style={themeStyle(page.theme)}
          >
            <img
              className={styles.cardArt}
              src={page.image}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <div className={styles.cardBody}>
              <p className={styles.cardHighlight}>{page.highlight}</p>
              <Heading className={styles.cardTitle}>{page.title}</Heading>
              <p className={styles.cardText}>{page.description}</p>
              <span className={styles.cardLink} aria-hidden="true">
                {t('pages.bonus.learnMore')} →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
