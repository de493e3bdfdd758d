import { messageKeyOf, type RulesByField, validateData } from '@croupier/contract/validation';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ClientApiError } from '~/lib/session/api-client';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/**
 * Form state validated by rules of the spec's vocabulary: the first failing rule's message shows
 * on a touched field, the server's 422 messages under their fields until the field is focused or
 * changed. Values depending on others (password_confirmation) are revalidated as they change,
 * since every message derives from the current values.
 */
export function useRulesForm<V extends FormValues>(rules: RulesByField, initialValues: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  const clientErrors = useMemo(() => {
    const failures = validateData(toRuleData(values), rules);
    return Object.fromEntries(
      Object.entries(failures).map(([field, failure]) => [
        field,
        t(messageKeyOf(failure), failure.params),
      ]),
    );
  }, [values, rules, t]);

  const clearServerError = useCallback((field: string) => {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    values,
    isValid: Object.keys(clientErrors).length === 0,
    hasServerErrors: Object.keys(serverErrors).length > 0,
    serverErrors,
    errorOf(field: string): string | undefined {
      return (touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field]?.[0];
    },
    change(field: keyof V & string, value: FormValue) {
      setValues((current) => ({ ...current, [field]: value }));
      clearServerError(field);
    },
    touch(field: string) {
      setTouched((current) => ({ ...current, [field]: true }));
    },
    touchAll() {
      setTouched(Object.fromEntries(Object.keys(rules).map((field) => [field, true])));
    },
    clearServerError,
    setServerErrors,
    /** Puts a 422 answer's messages under their fields; false when the error carries none. */
    showServerErrors(error: unknown): boolean {
      if (!(error instanceof ClientApiError) || Object.keys(error.fields).length === 0)
        return false;
      setServerErrors(error.fields);
      return true;
    },
    reset(next: V = initialValues) {
      setValues(next);
      setTouched({});
      setServerErrors({});
    },
  };
}

export type RulesForm = ReturnType<typeof useRulesForm>;

/** Checkboxes validate as the words the rules know ('1' accepted, '' empty). */
function toRuleData(values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? '1' : '') : value,
    ]),
  );
}
