import type { FieldDefinition, Profile } from '@croupier/contract';
import { useMemo, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { Select } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { Save } from '../../../components/ui/icons';
import { useCountries, useFieldDefinitions, useTimeZones } from '../api/reference-data';
import { PasswordField } from '../form/password-field';
import { type FormValues, type RulesForm, useRulesForm } from '../form/use-rules-form';
import { EmailStatus } from './email-status';
import { PhoneStatus } from './phone-change';
import styles from './profile.module.css';

const BOOLEAN_FIELDS = new Set(['receiveEmailPromo', 'receiveSmsPromo']);
const GENDERS = ['male', 'female', 'other'] as const;
/** Changed in their own card: the phone needs a code sent to the new number. */
const SEPARATE_FIELDS = new Set(['phone']);

/** `/profile/info`: the editable fields of the profile definitions, saved with PUT /profile. */
export function ProfileInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const definitions = useFieldDefinitions('profile');
  if (definitions.status === 'error') {
    return <Alert type="error">{t('account.errors.somethingWrong')}</Alert>;
  }
  if (!definitions.data) {
    return (
      <Card padding="lg" aria-busy="true">
        <Skeleton variant="block" height={320} />
      </Card>
    );
  }
  return <ProfileInfoForm profile={profile} definitions={definitions.data} />;
}

function valuesOf(profile: Profile, fields: readonly FieldDefinition[]): FormValues {
  return Object.fromEntries(
    fields.map(({ name }) => {
      const value = profile[name as keyof Profile];
      return [name, BOOLEAN_FIELDS.has(name) ? value === true : String(value ?? '')];
    }),
  );
}

function ProfileInfoForm({
  profile,
  definitions,
}: {
  profile: Profile;
  definitions: FieldDefinition[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const { setProfile } = useSession();
  const editable = useMemo(
    () => definitions.filter((f) => f.editable && f.isVisible && !SEPARATE_FIELDS.has(f.name)),
    [definitions],
  );
  const readOnly = useMemo(
    () => definitions.filter((f) => !f.editable && f.isVisible),
    [definitions],
  );
  const rules = useMemo(
    () => Object.fromEntries(editable.map((f) => [f.name, f.rules])),
    [editable],
  );
  const initial = useMemo(() => valuesOf(profile, editable), [profile, editable]);
  const form = useRulesForm(rules, initial);
  const [isSaving, setIsSaving] = useState(false);
  const changed = Object.fromEntries(
    Object.entries(form.values).filter(([name, value]) => value !== initial[name]),
  );
  const isDirty = Object.keys(changed).length > 0;
  // The address that receives password resets changes only with the password (the server asks
  // for it; a player who signed up through a social provider has none and leaves it empty).
  const isNewEmail =
    typeof changed.email === 'string' &&
    changed.email.trim().toLowerCase() !== String(initial.email ?? '').toLowerCase();
  const [currentPassword, setCurrentPassword] = useState('');

  const save = async () => {
    form.touchAll();
    if (!form.isValid || !isDirty) return;
    setIsSaving(true);
    try {
      const body = isNewEmail && currentPassword ? { ...changed, currentPassword } : changed;
      const { data } = await api('updateProfile', { body });
      setProfile(data);
      setCurrentPassword('');
      form.reset(valuesOf(data, editable));
      toasts.show({ type: 'success', title: t('account.profile.saved') });
    } catch (error) {
      if (!form.showServerErrors(error)) {
        toasts.show({ type: 'error', title: t('account.errors.somethingWrong') });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className={styles.sectionGrid}>
      <Card as="section" padding="lg" aria-labelledby="profile-info-title">
        <h2 id="profile-info-title" className={styles.sectionTitle}>
          {t('account.profile.infoTitle')}
        </h2>
        <form
          className={styles.fieldGrid}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {editable.map((field) => (
            <ProfileField key={field.name} name={field.name} form={form} />
          ))}
          {isNewEmail && (
            <div className={styles.full}>
              <PasswordField
                label={t('account.fields.currentPassword')}
                hint={t('account.profile.emailChangePassword')}
                autoComplete="current-password"
                value={currentPassword}
                error={form.serverErrors.currentPassword?.[0]}
                onFocus={() => form.clearServerError('currentPassword')}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            </div>
          )}
          <div className={styles.formActions}>
            <Button
              type="submit"
              size="lg"
              icon={<Save />}
              isLoading={isSaving}
              disabled={!isDirty || form.hasServerErrors}
            >
              {t('account.profile.save')}
            </Button>
          </div>
        </form>
      </Card>
      <div className={styles.aside}>
        <EmailStatus profile={profile} />
        {definitions.some((f) => f.name === 'phone' && f.editable && f.isVisible) && (
          <PhoneStatus profile={profile} />
        )}
        <ReadOnlyDetails profile={profile} fields={readOnly} />
      </div>
    </div>
  );
}

function ProfileField({ name, form }: { name: string; form: RulesForm }) {
  const { t } = useTranslation();
  const root = useRootData();
  const timeZones = useTimeZones();
  const label = t(`account.fields.${name}`);
  const common = {
    label,
    error: form.errorOf(name),
    onFocus: () => form.clearServerError(name),
    onBlur: () => form.touch(name),
  };
  const value = form.values[name];
  if (BOOLEAN_FIELDS.has(name)) {
    return (
      <div className={styles.full}>
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(event) => form.change(name, event.target.checked)}
        />
      </div>
    );
  }
  const options = {
    gender: GENDERS.map((id) => ({ value: id, label: t(`account.genders.${id}`) })),
    locale: (root?.locales ?? []).map((l) => ({ value: l.code, label: l.name })),
    timeZone: (timeZones.data ?? []).map((z) => ({ value: z.id, label: z.name })),
  }[name as 'gender' | 'locale' | 'timeZone'];
  if (options) {
    return (
      <Select
        {...common}
        options={options}
        placeholder={t('account.form.choose')}
        value={String(value)}
        onChange={(event) => form.change(name, event.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      type={name === 'email' ? 'email' : name === 'birthdate' ? 'date' : 'text'}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      value={String(value)}
      onChange={(event) => form.change(name, event.target.value)}
    />
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  birthdate: 'bday',
  city: 'address-level2',
  address: 'street-address',
  postalCode: 'postal-code',
};

function ReadOnlyDetails({ profile, fields }: { profile: Profile; fields: FieldDefinition[] }) {
  const { t } = useTranslation();
  const countries = useCountries();
  if (fields.length === 0) return null;
  const display = (name: string) => {
    const value = profile[name as keyof Profile];
    if (name === 'country' && typeof value === 'string') {
      return countries.data?.find((c) => c.code === value)?.name ?? value;
    }
    return value ? String(value) : t('account.profile.notSet');
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.sectionTitle}>
        {t('account.profile.detailsTitle')}
      </h2>
      <dl className={styles.details}>
        {fields.map(({ name }) => (
          <div key={name}>
            <dt>{t(`account.fields.${name}`)}</dt>
            <dd>{display(name)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('account.profile.detailsNote')}</p>
    </Card>
  );
}
