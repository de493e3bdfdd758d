import type { QuestionPage } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { Accordion } from '../../components/ui/accordion';
import { MessageCircle } from '../../components/ui/icons';
import { Prose } from '../../components/ui/prose';
import { useLocalizedHref } from '../../lib/root-data';
import styles from './content.module.css';
import { ContentIcon } from './content-icon';

interface QuestionsViewProps {
  pages: QuestionPage[];
  current: QuestionPage;
  isIndex: boolean;
}

/** The help centre: FAQ categories beside the open category's questions, and a way to write to us. */
export function QuestionsView({ pages, current, isIndex }: QuestionsViewProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const Title = isIndex ? 'h1' : 'p';
  const SectionTitle = isIndex ? 'h2' : 'h1';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Title className={isIndex ? styles.title : styles.eyebrow}>
          {t('pages.questions.title')}
        </Title>
        {isIndex && <p className={styles.lead}>{t('pages.questions.lead')}</p>}
      </header>
      <div className={`${styles.columns} ${styles.columnsNavFirst}`}>
        <nav
          className={`${styles.panel} ${styles.aside}`}
          aria-label={t('pages.questions.categories')}
        >
          <h2 className={styles.asideTitle}>{t('pages.questions.categories')}</h2>
          <ul className={styles.navList}>
            {pages.map((page) => (
              <li key={page.identity}>
                <Link
                  to={href(`/questions/${page.identity}`)}
                  className={styles.navLink}
                  aria-current={page.identity === current.identity ? 'page' : undefined}
                  preventScrollReset
                >
                  <ContentIcon name={page.icon} size={18} />
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.panel} aria-labelledby="faq-category">
          <SectionTitle id="faq-category" className={styles.sectionTitle}>
            {current.title}
          </SectionTitle>
          <p className={styles.lead}>{current.description}</p>
          <Accordion
            items={current.items.map((item, index) => ({
              id: `${current.identity}-${index}`,
              title: item.question,
              content: <Prose html={item.answer} />,
            }))}
          />
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="faq-contact">
        <h2 id="faq-contact" className={styles.sectionTitle}>
          {t('pages.questions.stillNeedHelp')}
        </h2>
        <p className={styles.lead}>{t('pages.questions.contactLead')}</p>
        <p className={styles.more}>
          <Link to={href('/contact')} className={styles.cardLink}>
            <MessageCircle size={16} aria-hidden="true" /> {t('pages.questions.contactUs')}
          </Link>
        </p>
      </section>
    </div>
  );
}
