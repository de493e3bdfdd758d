import type { Country, Currency, FieldDefinition } from '@croupier/contract';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Select } from '~/components/ui/select';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref, useRootData } from '~/lib/root-data';
import { ChevronDown, Ticket, UserPlus } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { PasswordField } from '../form/password-field';
import { PasswordStrengthMeter } from '../form/password-strength-meter';
import { PhoneInput } from '../form/phone-input';
import { SearchSelect } from '../form/search-select';
import type { RulesForm } from '../form/use-rules-form';
import signUpStyles from './sign-up.module.css';

export interface RegistrationFormProps {
  fields: readonly FieldDefinition[];
  form: RulesForm;
  countries: readonly Country[];
  currencies: readonly Currency[];
  isSending: boolean;
  onSubmit(): void;
  onSignIn(): void;
  /** Shown below the submit button: the social login buttons. */
  social?: ReactNode;
}

/** The registration form, built from the server's field definitions in their order. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  const { form, fields, isSending } = props;
  const isSubmitDisabled = !form.isValid || form.hasServerErrors || isSending;
  return (
    <form
      className={signUpStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (!isSubmitDisabled) props.onSubmit();
      }}
    >
      {fields.map((field) => (
        <RegistrationField key={field.name} field={field} {...props} />
      ))}
      <Button
        type="submit"
        size="lg"
        isFullWidth
        isLoading={isSending}
        disabled={isSubmitDisabled}
        icon={<UserPlus />}
        className={signUpStyles.full}
      >
        {t('account.signUp.submit')}
      </Button>
      {props.social}
      <p className={`${styles.switch} ${signUpStyles.full}`}>
        {t('account.signUp.haveAccount')}
        <button type="button" className={styles.linkButton} onClick={props.onSignIn}>
          {t('account.signUp.signIn')}
        </button>
      </p>
    </form>
  );
}

function RegistrationField({
  field,
  form,
  countries,
  currencies,
}: RegistrationFormProps & { field: FieldDefinition }) {
  const { t } = useTranslation();
  const country = useRootData()?.init.country;
  const { name } = field;
  const label = t(`account.fields.${name}`);
  const common = {
    error: form.errorOf(name),
    onFocus: () => form.clearServerError(name),
    onBlur: () => form.touch(name),
  };
  const text = String(form.values[name] ?? '');

  switch (name) {
    case 'phone':
      return (
        <div className={signUpStyles.full}>
          <PhoneInput
            label={label}
            countries={countries}
            defaultCountry={country}
            {...common}
            onChange={(value) => form.change(name, value)}
          />
        </div>
      );
    case 'password':
    case 'password_confirmation':
      return (
        <div className={signUpStyles.full}>
          <PasswordField
            label={label}
            autoComplete="new-password"
            value={text}
            {...common}
            addon={name === 'password' ? <PasswordStrengthMeter password={text} /> : undefined}
            onChange={(event) => form.change(name, event.target.value)}
          />
        </div>
      );
    case 'country':
      return (
        <SearchSelect
          label={label}
          placeholder={t('account.form.searchCountry')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          value={text}
          {...common}
          onChange={(value) => {
            form.change(name, value);
          }}
        />
      );
    case 'currency':
      return (
        <Select
          label={label}
          placeholder={t('account.form.choose')}
          options={currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
          value={text}
          {...common}
          onChange={(event) => {
            form.change(name, event.target.value);
            form.touch(name);
          }}
        />
      );
    case 'bonusCode':
      return <BonusCodeField value={text} form={form} />;
    case 'agreements':
    case 'receiveEmailPromo':
    case 'receiveSmsPromo':
      return (
        <div className={signUpStyles.full}>
          <Checkbox
            label={name === 'agreements' ? <AgreementsLabel /> : label}
            checked={form.values[name] === true}
            error={common.error}
            onChange={(event) => {
              form.change(name, event.target.checked);
              form.touch(name);
            }}
          />
        </div>
      );
    default:
      return (
        <div className={signUpStyles.full}>
          <TextField
            label={label}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'off'}
            value={text}
            {...common}
            onChange={(event) => form.change(name, event.target.value)}
          />
        </div>
      );
  }
}

/** Collapsed "Referral/Promo Code (Optional)" button revealing the code input. */
function BonusCodeField({ value, form }: { value: string; form: RulesForm }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(value !== '');
  const panelId = useId();
  return (
    <div className={signUpStyles.full}>
      <button
        type="button"
        className={signUpStyles.promoToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Ticket aria-hidden="true" />
        {t('account.signUp.promoToggle')}
        <ChevronDown className={signUpStyles.promoChevron} aria-hidden="true" />
      </button>
      <div id={panelId} hidden={!isOpen} className={signUpStyles.promoPanel}>
        <TextField
          label={t('account.fields.bonusCode')}
          value={value}
          autoComplete="off"
          error={form.errorOf('bonusCode')}
          onFocus={() => form.clearServerError('bonusCode')}
          onBlur={() => form.touch('bonusCode')}
          onChange={(event) => form.change('bonusCode', event.target.value.toUpperCase())}
        />
      </div>
    </div>
  );
}

function AgreementsLabel() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const marker = '\u0000';
  const [before = '', after = ''] = t('account.fields.agreements', { terms: marker }).split(marker);
  return (
    <>
      {before}
      <Link to={href('/static/terms-and-conditions')} target="_blank" className={styles.linkButton}>
        {t('account.fields.terms')}
      </Link>
      {after}
    </>
  );
}
