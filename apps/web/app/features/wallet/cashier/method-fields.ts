import type { MethodField, PaymentMethod } from '@croupier/contract';
import { type RulesByField, validateValue } from '@croupier/contract/validation';
import type { Operation } from './api/payment-methods';

type FieldOption = NonNullable<MethodField['options']>[number];

/** The field the player types the crypto address into on a withdrawal. */
export const WALLET_ID_FIELD = 'wallet_id';
/** The agent's number is shown to the player but never edited (deposit). */
export const AGENT_NUMBER_FIELD = 'agentNumber';
const NETWORK_FIELD = 'network';

/** The crypto network chooser of a method: the select named network, or one whose options carry address patterns. */
export function findNetworkField(method: PaymentMethod): MethodField | undefined {
  return method.fields.find(
    (field) =>
      field.key === NETWORK_FIELD ||
      (field.fieldType === 'select' && field.options?.some((option) => option.regex)),
  );
}

export function findOption(field: MethodField | undefined, id: string): FieldOption | undefined {
  return field?.options?.find((option) => option.id === id);
}

/**
 * Spec section 5, dynamic fields: required when flagged; phone and cpf_number by their own rules,
 * any other by the field's pattern. A withdrawal's wallet_id is always required and takes its
 * pattern from the chosen network.
 */
export function rulesOfField(
  field: MethodField,
  operation: Operation,
  network?: FieldOption,
): string[] {
  const isWalletId = operation === 'withdraw' && field.key === WALLET_ID_FIELD;
  const rules = field.isRequired || isWalletId ? ['required'] : [];
  if (field.fieldType === 'phone' || field.key === 'phone') return [...rules, 'phone'];
  if (field.key === 'cpf_number') return [...rules, 'cpf'];
  const pattern = isWalletId ? (network?.regex ?? field.regexp) : field.regexp;
  return pattern ? [...rules, `regex:${pattern}`] : rules;
}

export function buildFieldRules(
  fields: readonly MethodField[],
  operation: Operation,
  network?: FieldOption,
): RulesByField {
  return Object.fromEntries(
    fields.map((field) => [field.key, rulesOfField(field, operation, network)]),
  );
}

/** Prefilled values, and the first option of a select that has no value yet. */
export function initialFieldValues(fields: readonly MethodField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.value ?? field.options?.[0]?.id ?? '']),
  );
}

/**
 * Prefilled fields that already pass their rules are hidden, unless the show-filled-fields
 * setting is on; the agent's number is always shown (disabled) on a deposit.
 */
export function isFieldShown(
  field: MethodField,
  operation: Operation,
  options: { showFilledFields: boolean; network?: FieldOption },
): boolean {
  if (operation === 'deposit' && field.key === AGENT_NUMBER_FIELD) return true;
  if (options.showFilledFields || !field.value) return true;
  return validateValue(field.value, rulesOfField(field, operation, options.network)) !== null;
}

export function isFieldDisabled(field: MethodField, operation: Operation): boolean {
  return operation === 'deposit' && field.key === AGENT_NUMBER_FIELD;
}

/** A label or hint in the page's language, else English, else the first one given. */
export function localized(texts: Record<string, string> | undefined, locale: string) {
  if (!texts) return undefined;
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? Object.values(texts)[0];
}

/** Amount limits in minor units: the method's, narrowed by the chosen network's own. */
export function amountLimitsOf(method: PaymentMethod, network?: FieldOption) {
  return {
    minMinor: network?.minAmount ?? method.amountMin,
    maxMinor: network?.maxAmount ?? method.amountMax,
  };
}
