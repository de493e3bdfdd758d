import type { CommunicationBody } from '@croupier/contract';
import { COMMUNICATION_FIELD_RULES } from '@croupier/contract/forms';
import { messageKeyOf, validateData } from '@croupier/contract/validation';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';

export type ContactField = keyof CommunicationBody;
export const CONTACT_FIELDS = Object.keys(COMMUNICATION_FIELD_RULES) as ContactField[];
const EMPTY: CommunicationBody = { name: '', email: '', subject: '', message: '' };

export type ContactResult =
  | { isSent: true; id: number }
  | { isSent: false; message: string; fields: Record<string, string[]> };

/**
 * Form state of the contact form: the shared rules validate in the browser (first failing rule
 * per touched field), the server's 422 messages show under their fields until the field changes.
 */
export function useContactForm(result: ContactResult | undefined) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!result) return;
    if (result.isSent) {
      setValues(EMPTY);
      setTouched({});
      setServerErrors({});
    } else {
      setServerErrors(result.fields);
    }
  }, [result]);

  const clientErrors = useMemo(() => {
    const failures = validateData(values, COMMUNICATION_FIELD_RULES);
    return Object.fromEntries(
      Object.entries(failures).map(([field, failure]) => [
        field,
        t(messageKeyOf(failure), failure.params),
      ]),
    ) as Partial<Record<ContactField, string>>;
  }, [values, t]);

  return {
    values,
    isValid: Object.keys(clientErrors).length === 0,
    errorOf(field: ContactField): string | undefined {
      return (touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field]?.[0];
    },
    change(field: ContactField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    touch(field: ContactField) {
      setTouched((current) => ({ ...current, [field]: true }));
    },
    touchAll() {
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true])));
    },
  };
}
