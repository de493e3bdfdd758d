import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref, useRootData } from '~/lib/root-data';
import styles from './profile.module.css';
import { listProfileSections } from './profile-sections';

/** `/profile` on desktop: every section as a card (mobile shows the section list instead). */
export function ProfileOverview() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const isDocumentsHidden = useRootData()?.init.features.isDocumentsPageHidden ?? false;
  return (
    <ul className={styles.overview}>
      {listProfileSections(isDocumentsHidden).map(({ id, icon: Icon }) => (
        <li key={id}>
          <Link to={href(`/profile/${id}`)} className={styles.overviewLink}>
            <Card padding="md" className={styles.overviewCard}>
              <Icon aria-hidden="true" />
              <span className={styles.overviewTitle}>{t(`account.profile.sections.${id}`)}</span>
              <span className={styles.note}>{t(`account.profile.sectionHints.${id}`)}</span>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
