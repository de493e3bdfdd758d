import type { FieldDefinition } from '@croupier/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { Tabs } from '~/components/ui/tabs';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useRootData } from '~/lib/root-data';
import styles from '../account.module.css';
import {
  useCountries,
  useCurrencies,
  useFieldDefinitions,
  useRegistrationSwitches,
} from '../api/reference-data';
import { SocialSignIn } from '../social/social-sign-in';
import { PhoneVerification } from './phone-verification';
import { RegistrationForm } from './registration-form';
import { pushRegistrationEvent, type RegistrationType } from './registration-funnel';
import signUpStyles from './sign-up.module.css';
import { SignUpPromo } from './sign-up-promo';
import { useRegistration } from './use-registration';

/** Which registration types to offer: tabs only when both are enabled and displayed. */
function useRegistrationTypes(): RegistrationType[] | undefined {
  const display = useRootData()?.init.features.registrationDisplay ?? 'both';
  const switches = useRegistrationSwitches();
  if (switches.status === 'loading') return undefined;
  const enabled = (['email', 'phone'] as const).filter((type) => switches.data?.[type] ?? true);
  const shown = display === 'both' ? enabled : enabled.filter((type) => type === display);
  return shown.length > 0 ? shown : enabled.slice(0, 1);
}

/** Sign-up (spec section 2): the promo panel beside tabs, the form and the code step. */
export default function SignUpModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const types = useRegistrationTypes();
  const [chosenType, setChosenType] = useState<RegistrationType>();
  const type = chosenType ?? types?.[0] ?? 'email';
  const definitions = useFieldDefinitions('registration', type);
  const countries = useCountries();
  const currencies = useCurrencies();
  const openedAt = useRef(Date.now());
  const isReady =
    types &&
    definitions.status === 'ready' &&
    countries.status !== 'loading' &&
    currencies.status !== 'loading';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one 'open' event per opening.
  useEffect(() => {
    if (!isReady) return;
    pushRegistrationEvent({
      category: 'registrationFunnel',
      funnelStep: 'open',
      regType: type,
      loadTimeMs: Date.now() - openedAt.current,
    });
  }, [isReady]);

  const chooseType = (next: RegistrationType) => {
    setChosenType(next);
    pushRegistrationEvent({ category: 'registrationFunnel', funnelStep: 'type', regType: next });
  };

  return (
    <div className={signUpStyles.layout}>
      <SignUpPromo />
      <div className={signUpStyles.content}>
        {definitions.status === 'error' ? (
          <Alert type="error" title={t('account.errors.loadTitle')}>
            {t('account.errors.somethingWrong')}
          </Alert>
        ) : !isReady || !definitions.data ? (
          <SignUpSkeleton />
        ) : (
          <SignUpFlow
            key={type}
            type={type}
            types={types}
            onTypeChange={chooseType}
            definitions={definitions.data}
            countries={countries.data ?? []}
            currencies={currencies.data ?? []}
            close={close}
          />
        )}
      </div>
    </div>
  );
}

function SignUpFlow({
  type,
  types,
  onTypeChange,
  definitions,
  countries,
  currencies,
  close,
}: {
  type: RegistrationType;
  types: RegistrationType[];
  onTypeChange(type: RegistrationType): void;
  definitions: FieldDefinition[];
  countries: Parameters<typeof RegistrationForm>[0]['countries'];
  currencies: Parameters<typeof RegistrationForm>[0]['currencies'];
  close(): void;
}) {
  const { t } = useTranslation();
  const modals = useModals();
  const registration = useRegistration(definitions, type, close);
  const { verification } = registration;

  if (verification) {
    return (
      <div className={signUpStyles.step} key="verify">
        <PhoneVerification
          phone={verification.phone}
          error={verification.error}
          isLimitReached={verification.isLimitReached}
          isVerifying={registration.isSending}
          isResending={registration.isResending}
          sentAt={verification.sentAt}
          onCodeChange={registration.clearCodeError}
          onVerify={(code) => void registration.verify(code)}
          onResend={() => void registration.resend()}
          onBack={registration.back}
        />
        <button
          type="button"
          className={`${styles.linkButton} ${signUpStyles.cancel}`}
          onClick={() => modals.open('sign-up-cancel')}
        >
          {t('account.signUp.cancel')}
        </button>
      </div>
    );
  }

  return (
    <div className={signUpStyles.step} key="form">
      <header className={styles.header}>
        <ModalTitle>{t('account.signUp.title')}</ModalTitle>
        <p className={styles.lead}>{t('account.signUp.lead')}</p>
      </header>
      {types.length > 1 && (
        <Tabs
          label={t('account.signUp.typeLabel')}
          items={types.map((id) => ({ id, label: t(`account.tabs.${id}`) }))}
          value={type}
          onValueChange={onTypeChange}
          isFullWidth
        />
      )}
      <RegistrationForm
        fields={registration.fields}
        form={registration.form}
        countries={countries}
        currencies={currencies}
        isSending={registration.isSending}
        onSubmit={() => void registration.submit()}
        social={<SocialSignIn className={signUpStyles.full} />}
        onSignIn={() => {
          close();
          modals.open('sign-in');
        }}
      />
    </div>
  );
}

function SignUpSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <Skeleton variant="text" width="60%" height={28} />
      <Skeleton variant="block" height={40} />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="block" height={48} />
      ))}
      <Skeleton variant="block" height={52} />
    </div>
  );
}
