import type { BackofficePromoPanel, BodyOf } from '@croupier/contract';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DialogActions } from './console-parts';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

const MODAL_Z_INDEX = 1000;
const PLACEMENTS = ['home', 'sign-up', 'sign-in'] as const;
const MOTIFS = ['gift', 'rocket', 'coins', 'trophy', 'spins', 'dice'] as const;
const TEXT_FIELDS = ['title', 'secondTitle', 'additionalTitle', 'ctaLabel'] as const;
type Draft = Record<string, string>;

const NEW_PANEL: Draft = {
  identity: '',
  placement: 'home',
  position: '0',
  from: '#3a0d52',
  to: '#0b1030',
  accent: '#f5c542',
  motif: 'gift',
  desktopImage: '/art/promos/welcome-desktop.webp',
  mobileImage: '/art/promos/welcome-mobile.webp',
  link: '',
  isPublished: 'true',
};

/** A panel as the form's text fields: its settings, then `{locale}.{field}` per translation. */
function draftOf(panel: BackofficePromoPanel): Draft {
  const texts = Object.entries(panel.translations).flatMap(([locale, text]) =>
    TEXT_FIELDS.map((field) => [`${locale}.${field}`, text[field]]),
  );
  return {
    identity: panel.identity,
    placement: panel.placement,
    position: String(panel.position),
    ...panel.theme,
    desktopImage: panel.desktopImage,
    mobileImage: panel.mobileImage,
    link: panel.link,
    isPublished: String(panel.isPublished),
    ...Object.fromEntries(texts),
  };
}

/** The form as the API reads it; a locale whose fields are all empty has no translation. */
function bodyOf(draft: Draft, localeCodes: string[]): BodyOf<'backofficeUpdatePromoPanel'> {
  const translations = localeCodes.flatMap((locale) => {
    const text = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, draft[`${locale}.${field}`] ?? '']),
    ) as Record<(typeof TEXT_FIELDS)[number], string>;
    return Object.values(text).some((value) => value.trim() !== '') ? [[locale, text]] : [];
  });
  return {
    placement: draft.placement as (typeof PLACEMENTS)[number],
    position: draft.position?.trim() === '' ? Number.NaN : Number(draft.position),
    theme: { from: draft.from!, to: draft.to!, accent: draft.accent!, motif: draft.motif! },
    desktopImage: draft.desktopImage!,
    mobileImage: draft.mobileImage!,
    link: draft.link!,
    isPublished: draft.isPublished === 'true',
    translations: Object.fromEntries(translations),
  };
}

interface Props {
  /** The panel to edit; a new one when absent. */
  panel?: BackofficePromoPanel;
  /** Pictures the panels already use, offered as suggestions for the picture fields. */
  artPaths: string[];
  onClose(): void;
  onSaved(): void;
}

/**
 * A promo panel's settings and its texts per locale (one locale at a time, the others kept in
 * the draft). The API checks everything; its refusals show under their fields.
 */
export function PromoPanelDialog({ panel, artPaths, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const locales = useRootData()?.locales ?? [];
  const defaultLocale = locales.find((locale) => locale.isDefault)?.code ?? 'en';
  const [locale, setLocale] = useState(defaultLocale);
  const form = useOperatorForm(panel ? draftOf(panel) : NEW_PANEL);
  const { draft, change, errorOf } = form;
  const submit = form.submitWith(async (values) => {
    const body = bodyOf(
      values,
      locales.map((known) => known.code),
    );
    const { data } = panel
      ? await call('backofficeUpdatePromoPanel', { params: { identity: panel.identity }, body })
      : await call('backofficeCreatePromoPanel', { body: { ...body, identity: values.identity! } });
    show({ type: 'success', title: t('backoffice.content.panels.saved', { name: data.identity }) });
    onSaved();
  });
  const artListId = useId();
  const field = (name: string, label: string, hint?: string, errorKey = name) => (
    <TextField
      label={label}
      hint={hint}
      list={name.endsWith('Image') ? artListId : undefined}
      value={draft[name] ?? ''}
      onChange={change(name)}
      error={errorOf(errorKey)}
      spellCheck={false}
    />
  );
  const colour = (name: 'from' | 'to' | 'accent') =>
    field(name, t(`backoffice.content.panels.${name}`), undefined, `theme.${name}`);
  const translationError = errorOf(`translations.${locale}`);

  return (
    <Modal zIndex={MODAL_Z_INDEX} size="lg" onClose={onClose}>
      <ModalTitle>
        {panel
          ? t('backoffice.content.panels.editTitle', { name: panel.identity })
          : t('backoffice.content.panels.createTitle')}
      </ModalTitle>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        {form.failure && <Alert type="error">{form.failure}</Alert>}
        <div className={styles.formGrid}>
          {!panel &&
            field(
              'identity',
              t('backoffice.content.panels.identity'),
              t('backoffice.content.panels.identityHint'),
            )}
          <Select
            label={t('backoffice.content.panels.placement')}
            options={PLACEMENTS.map((value) => ({
              value,
              label: t(`backoffice.content.panels.placements.${value}`),
            }))}
            value={draft.placement}
            onChange={change('placement')}
            error={errorOf('placement')}
          />
          {field(
            'position',
            t('backoffice.content.panels.position'),
            t('backoffice.content.panels.positionHint'),
          )}
          <Select
            label={t('backoffice.content.panels.state')}
            options={[
              { value: 'true', label: t('backoffice.content.panels.published') },
              { value: 'false', label: t('backoffice.content.panels.hidden') },
            ]}
            value={draft.isPublished}
            onChange={change('isPublished')}
          />
          {field(
            'link',
            t('backoffice.content.panels.link'),
            t('backoffice.content.panels.linkHint'),
          )}
          {field(
            'desktopImage',
            t('backoffice.content.panels.desktopImage'),
            t('backoffice.content.panels.imageHint'),
          )}
          {field('mobileImage', t('backoffice.content.panels.mobileImage'))}
          {colour('from')}
          {colour('to')}
          {colour('accent')}
          <Select
            label={t('backoffice.content.panels.motif')}
            options={MOTIFS.map((value) => ({ value, label: value }))}
            value={draft.motif}
            onChange={change('motif')}
            error={errorOf('theme.motif')}
          />
        </div>
        <datalist id={artListId}>
          {artPaths.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
        <h3 className={styles.sectionTitle}>{t('backoffice.content.panels.texts')}</h3>
        <Select
          label={t('backoffice.content.language')}
          hint={t('backoffice.content.panels.languageHint')}
          options={locales.map((known) => ({ value: known.code, label: known.name }))}
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
          error={translationError}
        />
        <div className={styles.formGrid}>
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={`${locale}.${name}`}
              label={t(`backoffice.content.panels.${name}`)}
              lang={locale}
              value={draft[`${locale}.${name}`] ?? ''}
              onChange={change(`${locale}.${name}`)}
              error={errorOf(`translations.${locale}.${name}`)}
            />
          ))}
        </div>
        <DialogActions
          submitLabel={t('backoffice.content.save')}
          isSending={form.isSending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
