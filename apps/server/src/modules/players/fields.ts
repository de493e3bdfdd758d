import type { FieldDefinition, FieldScenario } from '@croupier/contract';
import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RulesByField,
} from '@croupier/contract/validation';

export type RegistrationType = 'email' | 'phone';

type FieldSeed = Omit<FieldDefinition, 'position' | 'description'>;

const visible = { editable: true, isVisible: true };

/** Fields both ways of registering share; the login field (email or phone) comes first. */
const REGISTRATION_COMMON: FieldSeed[] = [
  {
    name: 'password',
    ...visible,
    isRequired: true,
    rules: ['required', `min:${PASSWORD_MIN_LENGTH}`, 'max:128'],
  },
  {
    name: 'password_confirmation',
    ...visible,
    isRequired: true,
    rules: ['required', 'same:password'],
  },
  { name: 'currency', ...visible, isRequired: true, rules: ['required', 'uppercase'] },
  { name: 'country', ...visible, isRequired: true, rules: ['required', 'country_code'] },
  // Hidden: derived from the e-mail's local part (spec section 5) and made unique.
  { name: 'nickname', editable: true, isVisible: false, isRequired: false, rules: ['max:64'] },
  { name: 'locale', editable: true, isVisible: false, isRequired: false, rules: ['max:10'] },
  { name: 'bonusCode', ...visible, isRequired: false, rules: ['max:64'] },
  // 'accepted' alone: an unticked box (sent empty) must say "must be accepted", not "required".
  { name: 'agreements', ...visible, isRequired: true, rules: ['accepted'] },
  { name: 'receiveEmailPromo', ...visible, isRequired: false, rules: ['boolean'] },
  { name: 'receiveSmsPromo', ...visible, isRequired: false, rules: ['boolean'] },
];

const LOGIN_FIELDS: Record<RegistrationType, FieldSeed> = {
  email: { name: 'email', ...visible, isRequired: true, rules: ['required', 'email', 'max:254'] },
  phone: { name: 'phone', ...visible, isRequired: true, rules: ['required', 'phone'] },
};

const nameRules = [`min:${NAME_MIN_LENGTH}`, 'max:64'];

/** Profile fields; login and identity fields set at registration are shown but not editable. */
const PROFILE: FieldSeed[] = [
  { name: 'email', ...visible, isRequired: false, rules: ['email', 'max:254'] },
  { name: 'phone', ...visible, isRequired: false, rules: ['phone'] },
  { name: 'nickname', editable: false, isVisible: true, isRequired: false, rules: ['max:64'] },
  { name: 'firstName', ...visible, isRequired: false, rules: nameRules },
  { name: 'lastName', ...visible, isRequired: false, rules: nameRules },
  {
    name: 'gender',
    ...visible,
    isRequired: false,
    rules: ['regex:/^(male|female|other)$/'],
  },
  { name: 'birthdate', ...visible, isRequired: false, rules: ['date', 'min_age:18'] },
  { name: 'country', editable: false, isVisible: true, isRequired: false, rules: [] },
  { name: 'city', ...visible, isRequired: false, rules: ['max:100'] },
  { name: 'address', ...visible, isRequired: false, rules: ['max:200'] },
  { name: 'postalCode', ...visible, isRequired: false, rules: ['max:20'] },
  { name: 'timeZone', ...visible, isRequired: false, rules: ['max:64'] },
  { name: 'locale', ...visible, isRequired: false, rules: ['max:10'] },
  { name: 'receiveEmailPromo', ...visible, isRequired: false, rules: ['boolean'] },
  { name: 'receiveSmsPromo', ...visible, isRequired: false, rules: ['boolean'] },
];

function withPositions(seeds: FieldSeed[]): FieldDefinition[] {
  return seeds.map((seed, index) => ({
    ...seed,
    // A translation key of the web app's field labels.
    description: `fields.${seed.name}`,
    position: index + 1,
  }));
}

/** The fields of a scenario; registration has one login field, e-mail or phone. */
export function listFieldDefinitions(
  scenario: FieldScenario,
  registrationType: RegistrationType = 'email',
): FieldDefinition[] {
  if (scenario === 'profile') return withPositions(PROFILE);
  return withPositions([LOGIN_FIELDS[registrationType], ...REGISTRATION_COMMON]);
}

/**
 * The rules the server checks, from the same definitions the forms are built from. `onlyFields`
 * narrows a partial update to the fields it sends; fields that are not editable never validate
 * (the caller ignores them).
 */
export function rulesOf(definitions: FieldDefinition[], onlyFields?: string[]): RulesByField {
  return Object.fromEntries(
    definitions
      .filter((field) => field.editable && (!onlyFields || onlyFields.includes(field.name)))
      .map((field) => [field.name, field.rules]),
  );
}

export function editableFieldNames(definitions: FieldDefinition[]): Set<string> {
  return new Set(definitions.filter((field) => field.editable).map((field) => field.name));
}
