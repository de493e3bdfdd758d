import type { PaymentMethod } from '@croupier/contract';
import { FIELD_RULES, formatMinorToMajor, validateValue } from '@croupier/contract/validation';
import type { PaymentMethodField, players } from '../../db/schema.ts';
import { AppError, type FieldFailure } from '../../lib/app-error.ts';
import type { PaymentMethodRow } from './repo.ts';

type PlayerRow = typeof players.$inferSelect;

/** A method is offered in a currency it lists, in a country its lists allow. */
export function isAvailable(method: PaymentMethodRow, currency: string, country?: string | null) {
  if (!method.isEnabled) return false;
  if (!method.currencies.some((entry) => entry.currency === currency)) return false;
  const code = country?.toUpperCase();
  if (code && method.excludedCountries.includes(code)) return false;
  if (method.countries === null) return true;
  return code !== undefined && method.countries.includes(code);
}

/** The player's profile value for a field, which the cashier shows prefilled (spec section 3). */
function profileValue(field: PaymentMethodField, player: PlayerRow): string | undefined {
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(' ');
  const values: Record<string, string | null | undefined> = {
    email: player.email,
    phone: player.phone,
    card_holder: fullName,
    account_holder: fullName,
  };
  const value = values[field.key];
  if (value) return value;
  // A select with one option has nothing to choose.
  if (field.fieldType === 'select' && field.options?.length === 1) return field.options[0]!.id;
  return undefined;
}

/** The method as the cashier lists it for one currency, fields prefilled from the profile. */
export function toPaymentMethod(
  method: PaymentMethodRow,
  currency: string,
  locale: string,
  player: PlayerRow,
): PaymentMethod {
  const limits = method.currencies.find((entry) => entry.currency === currency)!;
  return {
    method: method.method,
    type: method.type,
    name: method.name[locale as keyof typeof method.name] ?? method.name.en,
    logo: method.logo,
    amountMin: limits.amountMin,
    amountMax: limits.amountMax,
    presets: limits.presets,
    processingType: method.processingType,
    currency,
    fields: method.fields.map((field) => {
      const value = profileValue(field, player);
      return { ...field, ...(value !== undefined && { value }) };
    }),
  };
}

/** The shared rules (spec section 5) a field's key or type brings: e-mail, phone, CPF. */
function sharedRules(field: PaymentMethodField): string[] {
  const byKey = (FIELD_RULES as Record<string, readonly string[]>)[field.key] ?? [];
  const byType =
    field.fieldType === 'phone' ? ['phone'] : field.fieldType === 'email' ? ['email'] : [];
  return [...new Set([...byKey, ...byType])].filter((rule) => rule !== 'required');
}

function checkField(
  field: PaymentMethodField,
  value: string | undefined,
  pattern: string | undefined,
): FieldFailure | undefined {
  if (value === undefined || value.trim() === '') {
    return field.isRequired ? { rule: 'required' } : undefined;
  }
  if (field.options && !field.options.some((option) => option.id === value)) return { rule: 'in' };
  if (pattern && !new RegExp(pattern).test(value)) return { rule: 'regex' };
  const failure = validateValue(value, sharedRules(field));
  return failure ? { rule: failure.rule, params: failure.params } : undefined;
}

export interface CheckedFields {
  /** The method's fields as the invoice keeps them (unknown keys dropped). */
  values: Record<string, string>;
  /** The chosen crypto network, when the method has one. */
  network?: NonNullable<PaymentMethodField['options']>[number];
}

/**
 * Checks the fields the player filled against the method's: required, options, the field's
 * pattern (a `wallet_id` takes the chosen network's), and the shared rules. A field left out
 * takes the profile's value, as the cashier prefilled and hid it.
 */
export function checkFields(
  method: PaymentMethodRow,
  sent: Record<string, string>,
  player: PlayerRow,
): CheckedFields {
  const values: Record<string, string> = {};
  for (const field of method.fields) {
    const value = sent[field.key]?.trim() || profileValue(field, player);
    if (value !== undefined) values[field.key] = value;
  }
  const networkField = method.fields.find((field) => field.key === 'network');
  const network = networkField?.options?.find((option) => option.id === values.network);
  const failures: Record<string, FieldFailure[]> = {};
  for (const field of method.fields) {
    const pattern = field.key === 'wallet_id' ? (network?.regex ?? field.regexp) : field.regexp;
    const failure = checkField(field, values[field.key], pattern);
    if (failure) failures[field.key] = [failure];
  }
  if (Object.keys(failures).length > 0) {
    throw new AppError('validation', {
      fields: Object.fromEntries(
        Object.entries(failures).map(([key, list]) => [`fields.${key}`, list]),
      ),
    });
  }
  return { values, ...(network && { network }) };
}

/**
 * The amount must sit within the method's limits in the currency, narrowed by the network's.
 * The message names both ends in major units of the currency.
 */
export function assertAmountInRange(
  method: PaymentMethodRow,
  currency: { code: string; subunitToUnit: number },
  amount: number,
  network?: CheckedFields['network'],
) {
  const limits = method.currencies.find((entry) => entry.currency === currency.code)!;
  const min = network?.minAmount ?? limits.amountMin;
  const max = network?.maxAmount ?? limits.amountMax;
  if (amount >= min && amount <= max) return;
  const format = (minor: number) =>
    `${formatMinorToMajor(minor, currency.subunitToUnit)} ${currency.code}`;
  const params = { min: format(min), max: format(max) };
  throw new AppError('amountOutOfRange', {
    params,
    fields: {
      amount: [
        amount < min
          ? { rule: 'min_numeric', params: { min: params.min } }
          : { rule: 'max_numeric', params: { max: params.max } },
      ],
    },
  });
}
