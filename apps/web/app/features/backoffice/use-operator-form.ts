import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ClientApiError } from '../../lib/session/api-client';
import { errorMessageOf } from '../../lib/session/api-error';

/**
 * A console form's text fields and its send: the API checks the values, and its refusals show
 * under their fields (422, in the operator's language) or above the form.
 */
export function useOperatorForm<D extends Record<string, string>>(empty: D) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<D>(empty);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const change = (field: keyof D) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));
  const errorOf = (field: string) => fieldErrors[field]?.[0];
  /** Refusals of a list field's items (`countries.2`), by the item's index. */
  const itemErrorsOf = (field: string) =>
    Object.entries(fieldErrors).flatMap(([key, messages]) => {
      const index = key.startsWith(`${field}.`) ? Number(key.slice(field.length + 1)) : Number.NaN;
      return Number.isInteger(index) && messages[0] ? [{ index, message: messages[0] }] : [];
    });

  /** Sends the draft; on success the form is emptied. */
  const submitWith = (send: (draft: D) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setFailure(null);
    setFieldErrors({});
    try {
      await send(draft);
      setDraft(empty);
    } catch (error) {
      if (error instanceof ClientApiError && Object.keys(error.fields).length > 0) {
        setFieldErrors(error.fields);
      } else {
        setFailure(errorMessageOf(error, t('backoffice.common.failed')));
      }
    } finally {
      setIsSending(false);
    }
  };

  return { draft, change, errorOf, itemErrorsOf, failure, isSending, submitWith };
}
