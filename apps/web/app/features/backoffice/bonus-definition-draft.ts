import type { ResponseOf } from '@croupier/contract';
import {
  type Draft,
  flattenLocalized,
  integerOf,
  localizedOf,
  majorOf,
  minorOf,
} from './bonus-form-parts';

/** A bonus definition as the console form's flat draft, and the draft as the API reads it. */

type Definition = ResponseOf<'backofficeBonusDefinition'>['data'];

const MONEY_FIELDS = [
  'depositFrom',
  'depositTo',
  'amount',
  'maxAmount',
  'maxBet',
  'freespinBet',
] as const;
export const SPIN_FIELDS = [
  'count',
  'batches',
  'expiryDays',
  'wagerMultiplier',
  'winningsExpiryDays',
] as const;

export const NEW_DEFINITION: Draft = {
  id: '',
  type: '1',
  trigger: 'deposit',
  'name.en': '',
  percentage: '',
  wagerMultiplier: '30',
  expiryDays: '14',
  maxPerPlayer: '',
  position: '100',
  isEnabled: 'true',
  hasFreespins: 'false',
  'freespins.batches': '1',
  'freespins.expiryDays': '7',
  'freespins.wagerMultiplier': '40',
  'freespins.winningsExpiryDays': '14',
  rows: '1',
  'currencies.0.currency': 'EUR',
};

/** A stored definition as the form's draft. */
export function draftOf(definition: Definition): Draft {
  const draft: Draft = {
    id: definition.id,
    type: String(definition.type),
    trigger: definition.trigger,
    ...flattenLocalized('name', definition.name),
    ...flattenLocalized('description', definition.description),
    percentage: definition.percentage === null ? '' : String(definition.percentage),
    wagerMultiplier: String(definition.wagerMultiplier),
    expiryDays: String(definition.expiryDays),
    maxPerPlayer: definition.maxPerPlayer === null ? '' : String(definition.maxPerPlayer),
    position: String(definition.position),
    isEnabled: String(definition.isEnabled),
    hasFreespins: String(definition.freespins !== null),
    ...Object.fromEntries(
      Object.entries(definition.contributions).map(([kind, percent]) => [
        `contributions.${kind}`,
        String(percent),
      ]),
    ),
    rows: String(Math.max(1, definition.currencies.length)),
  };
  for (const field of SPIN_FIELDS) {
    draft[`freespins.${field}`] = String(
      definition.freespins?.[field] ?? NEW_DEFINITION[`freespins.${field}`] ?? '',
    );
  }
  draft['freespins.gameId'] = definition.freespins?.gameId ?? '';
  definition.currencies.forEach((row, index) => {
    draft[`currencies.${index}.currency`] = row.currency;
    for (const field of MONEY_FIELDS)
      draft[`currencies.${index}.${field}`] = majorOf(row[field], row.currency);
  });
  return draft;
}

/** The draft as the API reads it; the id, type and trigger only when creating. */
export function bodyOf(draft: Draft, isNew: boolean) {
  const type = Number(draft.type);
  const hasFreespins = type === 3 || draft.hasFreespins === 'true';
  const currencies = Array.from({ length: Number(draft.rows) }, (_, index) => {
    const currency = (draft[`currencies.${index}.currency`] ?? '').trim().toUpperCase();
    const money = (field: string) => minorOf(draft[`currencies.${index}.${field}`], currency);
    return {
      currency,
      depositFrom: money('depositFrom'),
      depositTo: money('depositTo'),
      amount: type === 1 ? money('amount') : null,
      maxAmount: type === 2 ? money('maxAmount') : null,
      maxBet: money('maxBet'),
      freespinBet: hasFreespins ? money('freespinBet') : null,
    };
  });
  const freespins = hasFreespins
    ? {
        gameId: draft['freespins.gameId'] ?? '',
        ...Object.fromEntries(
          SPIN_FIELDS.map((field) => [field, integerOf(draft[`freespins.${field}`])]),
        ),
      }
    : null;
  const contributions = Object.fromEntries(
    Object.entries(localizedOf(draft, 'contributions')).map(([kind, text]) => [
      kind,
      integerOf(text),
    ]),
  );
  const body = {
    contributions,
    name: localizedOf(draft, 'name'),
    description: localizedOf(draft, 'description'),
    percentage: type === 2 ? integerOf(draft.percentage) : null,
    currencies,
    freespins,
    wagerMultiplier: integerOf(draft.wagerMultiplier),
    expiryDays: integerOf(draft.expiryDays),
    maxPerPlayer: integerOf(draft.maxPerPlayer),
    position: integerOf(draft.position) ?? 100,
    isEnabled: draft.isEnabled === 'true',
  };
  return isNew ? { ...body, id: draft.id, type, trigger: draft.trigger } : body;
}
