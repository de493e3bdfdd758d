import type { FieldDefinition } from '@croupier/contract';
import type { FormValues } from '../form/use-rules-form';

export const CHECKBOX_FIELDS = new Set(['agreements', 'receiveEmailPromo', 'receiveSmsPromo']);

/**
 * The fields the form shows, by position: hidden ones are left out (the server derives the
 * nickname from the e-mail). The server's definitions already name the tab's login field.
 */
export function listRegistrationFields(definitions: readonly FieldDefinition[]): FieldDefinition[] {
  return definitions.filter((field) => field.isVisible).sort((a, b) => a.position - b.position);
}

export function rulesOfFields(fields: readonly FieldDefinition[]) {
  return Object.fromEntries(fields.map((field) => [field.name, field.rules]));
}

export function initialValuesOf(
  fields: readonly FieldDefinition[],
  defaults: Record<string, string>,
): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      CHECKBOX_FIELDS.has(field.name) ? false : (defaults[field.name] ?? ''),
    ]),
  );
}

/** The registration body: checkboxes as 1 or empty (spec section 5), empty texts left out. */
export function toRegistrationBody(values: FormValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') body[name] = value ? '1' : '';
    else if (value.trim() !== '') body[name] = name.includes('password') ? value : value.trim();
  }
  return body;
}
