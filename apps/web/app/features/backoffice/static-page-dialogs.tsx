import type { BackofficePage } from '@croupier/contract';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DialogActions } from './console-parts';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

const MODAL_Z_INDEX = 1000;
type PageText = { title: string; description: string; content: string };
const EMPTY_TEXT: PageText = { title: '', description: '', content: '' };

type Form = ReturnType<typeof useOperatorForm<PageText>>;

/** Title, description and HTML of one locale; errors under their fields (`prefix` + name). */
function PageTextFields({ form, prefix, lang }: { form: Form; prefix: string; lang: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('backoffice.content.pages.title')}
        lang={lang}
        value={form.draft.title}
        onChange={form.change('title')}
        error={form.errorOf(`${prefix}title`)}
      />
      <TextField
        label={t('backoffice.content.pages.description')}
        hint={t('backoffice.content.pages.descriptionHint')}
        lang={lang}
        value={form.draft.description}
        onChange={form.change('description')}
        error={form.errorOf(`${prefix}description`)}
      />
      <TextArea
        label={t('backoffice.content.pages.content')}
        hint={t('backoffice.content.pages.contentHint')}
        lang={lang}
        rows={12}
        spellCheck={false}
        className={styles.mono}
        value={form.draft.content}
        onChange={form.change('content')}
        error={form.errorOf(`${prefix}content`)}
      />
    </>
  );
}

function DialogForm(props: {
  title: string;
  form: Form;
  onSubmit: ReturnType<Form['submitWith']>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="lg" onClose={props.onClose}>
      <ModalTitle>{props.title}</ModalTitle>
      <form className={styles.dialogBody} onSubmit={props.onSubmit} noValidate>
        {props.form.failure && <Alert type="error">{props.form.failure}</Alert>}
        {props.children}
        <DialogActions
          submitLabel={t('backoffice.content.save')}
          isSending={props.form.isSending}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

interface TextDialogProps {
  page: BackofficePage;
  onClose(): void;
  onSaved(): void;
}

/** A page's text in the locale chosen; another locale opens its own text (or an empty one). */
export function PageTextDialog({ page, onClose, onSaved }: TextDialogProps) {
  const { t } = useTranslation();
  const locales = useRootData()?.locales ?? [];
  const [locale, setLocale] = useState(locales.find((known) => known.isDefault)?.code ?? 'en');
  const chooser = (
    <Select
      label={t('backoffice.content.language')}
      options={locales.map((known) => ({ value: known.code, label: known.name }))}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
    />
  );
  return (
    <PageLocaleForm
      key={locale}
      page={page}
      locale={locale}
      chooser={chooser}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function PageLocaleForm({
  page,
  locale,
  chooser,
  onClose,
  onSaved,
}: TextDialogProps & { locale: string; chooser: ReactNode }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm<PageText>(page.translations[locale] ?? EMPTY_TEXT);
  const submit = form.submitWith(async (body) => {
    await call('backofficeUpdatePageTranslation', {
      params: { identity: page.identity, locale },
      body,
    });
    show({ type: 'success', title: t('backoffice.content.pages.saved', { name: body.title }) });
    onSaved();
  });
  const title = Object.values(page.translations)[0]?.title ?? page.identity;
  return (
    <DialogForm
      title={t('backoffice.content.pages.editTitle', { name: title })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      {chooser}
      {form.errorOf('locale') && <Alert type="error">{form.errorOf('locale')}</Alert>}
      <PageTextFields form={form} prefix="" lang={locale} />
    </DialogForm>
  );
}

/** A new page with its text in the default locale; other locales are added by editing it. */
export function PageCreateDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const locale = useRootData()?.locales.find((known) => known.isDefault)?.code ?? 'en';
  const form = useOperatorForm<PageText>(EMPTY_TEXT);
  const [identity, setIdentity] = useState('');
  const [isPublished, setIsPublished] = useState('true');
  const submit = form.submitWith(async (text) => {
    await call('backofficeCreatePage', {
      body: { identity, isPublished: isPublished === 'true', translations: { [locale]: text } },
    });
    show({ type: 'success', title: t('backoffice.content.pages.created', { name: identity }) });
    onSaved();
  });
  return (
    <DialogForm
      title={t('backoffice.content.pages.createTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('backoffice.content.pages.identity')}
          hint={t('backoffice.content.pages.identityHint')}
          value={identity}
          spellCheck={false}
          onChange={(event) => setIdentity(event.target.value)}
          error={form.errorOf('identity')}
        />
        <Select
          label={t('backoffice.content.pages.state')}
          options={[
            { value: 'true', label: t('backoffice.content.pages.published') },
            { value: 'false', label: t('backoffice.content.pages.hidden') },
          ]}
          value={isPublished}
          onChange={(event) => setIsPublished(event.target.value)}
        />
      </div>
      <PageTextFields form={form} prefix={`translations.${locale}.`} lang={locale} />
    </DialogForm>
  );
}
