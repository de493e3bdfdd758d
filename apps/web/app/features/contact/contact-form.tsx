import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CircleCheck, Clock, Mail, MessageCircleQuestion } from '../../components/ui/icons';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { useLocalizedHref } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import styles from './contact-form.module.css';
import { type ContactField, type ContactResult, useContactForm } from './use-contact-form';

const FIELD_TYPES: Record<ContactField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { type: 'textarea', autoComplete: 'off' },
};

/** `/contact`: the contact form beside the other ways to reach support. */
export function ContactForm() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const fetcher = useFetcher<ContactResult>();
  const { show } = useToasts();
  const form = useContactForm(fetcher.data);
  const isSending = fetcher.state !== 'idle';
  const result = fetcher.data;

  // One toast per sent message, however often the component re-renders.
  const announcedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!result?.isSent || announcedId.current === result.id) return;
    announcedId.current = result.id;
    show({
      type: 'success',
      title: t('pages.contact.sentTitle'),
      description: t('pages.contact.sentText'),
    });
  }, [result, show, t]);

  const field = (name: ContactField) => {
    const common = {
      name,
      label: t(`pages.contact.fields.${name}`),
      value: form.values[name],
      error: form.errorOf(name),
      autoComplete: FIELD_TYPES[name].autoComplete,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        form.change(name, event.target.value),
      onBlur: () => form.touch(name),
    };
    return FIELD_TYPES[name].type === 'textarea' ? (
      <TextArea {...common} rows={6} hint={t('pages.contact.messageHint')} />
    ) : (
      <TextField {...common} type={FIELD_TYPES[name].type} />
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pages.contact.title')}</h1>
        <p className={styles.lead}>{t('pages.contact.description')}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.panelTitle}>
            {t('pages.contact.formTitle')}
          </h2>
          {result?.isSent && (
            <p className={styles.success} role="status">
              <CircleCheck size={20} aria-hidden="true" /> {t('pages.contact.sentText')}
            </p>
          )}
          {result && !result.isSent && Object.keys(result.fields).length === 0 && (
            <Alert type="error">{result.message}</Alert>
          )}
          <fetcher.Form
            method="post"
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              form.touchAll();
              if (!form.isValid) event.preventDefault();
            }}
          >
            <div className={styles.row}>
              {field('name')}
              {field('email')}
            </div>
            {field('subject')}
            {field('message')}
            <Button type="submit" variant="primary" size="lg" isLoading={isSending}>
              {t('pages.contact.submit')}
            </Button>
          </fetcher.Form>
        </section>
        <aside className={styles.aside} aria-label={t('pages.contact.otherWays')}>
          <div className={styles.way}>
            <MessageCircleQuestion size={24} aria-hidden="true" />
            <div>
              <h2 className={styles.wayTitle}>{t('pages.contact.faqTitle')}</h2>
              <p className={styles.wayText}>{t('pages.contact.faqText')}</p>
              <Link to={href('/questions')} className={styles.wayLink}>
                {t('pages.contact.faqLink')}
              </Link>
            </div>
          </div>
          <div className={styles.way}>
            <Mail size={24} aria-hidden="true" />
            <div>
              <h2 className={styles.wayTitle}>{t('pages.contact.emailTitle')}</h2>
              <p className={styles.wayText}>support@croupier.example</p>
            </div>
          </div>
          <div className={styles.way}>
            <Clock size={24} aria-hidden="true" />
            <div>
              <h2 className={styles.wayTitle}>{t('pages.contact.hoursTitle')}</h2>
              <p className={styles.wayText}>{t('pages.contact.hoursText')}</p>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
