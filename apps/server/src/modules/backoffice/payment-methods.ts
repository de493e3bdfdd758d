import { formatMinorToMajor } from '@croupier/contract/validation';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  countries,
  currencies,
  type PaymentMethodCurrency,
  paymentMethods,
} from '../../db/schema.ts';
import { AppError, type FieldFailure } from '../../lib/app-error.ts';
import type { PaymentMethodRow } from '../payments/repo.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

type Actor = { operator: SignedInOperator; ip: string };
type Subunits = Map<string, number>;

export interface PaymentLimitChange {
  currency: string;
  amountMin: number;
  amountMax: number;
  presets: number[];
}

export interface PaymentMethodChanges {
  isEnabled?: boolean;
  position?: number;
  countries?: string[] | null;
  excludedCountries?: string[];
  currencies?: PaymentLimitChange[];
}

const toMethod = (row: PaymentMethodRow, subunits: Subunits) => ({
  id: row.id,
  method: row.method,
  direction: row.direction,
  provider: row.provider,
  processingType: row.processingType,
  name: row.name.en ?? Object.values(row.name)[0] ?? row.method,
  logo: row.logo,
  isEnabled: row.isEnabled,
  position: row.position,
  countries: row.countries,
  excludedCountries: row.excludedCountries,
  currencies: row.currencies.map((limit) => ({
    ...limit,
    subunitToUnit: subunits.get(limit.currency) ?? 1,
  })),
});

async function subunitsOf(db: Executor): Promise<Subunits> {
  const rows = await db
    .select({ code: currencies.code, subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .orderBy(asc(currencies.position));
  return new Map(rows.map((row) => [row.code, row.subunitToUnit]));
}

/** Deposit methods then withdrawal methods, each in the cashier's order. */
export async function listPaymentMethods(db: Executor) {
  const subunits = await subunitsOf(db);
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(
      asc(paymentMethods.direction),
      asc(paymentMethods.position),
      asc(paymentMethods.method),
    );
  return {
    methods: rows.map((row) => toMethod(row, subunits)),
    currencies: [...subunits].map(([code, subunitToUnit]) => ({ code, subunitToUnit })),
  };
}

/**
 * Changes a method's settings. The player's cashier reads the table on every listing and every
 * deposit or withdrawal, so the change applies to the next request of every process.
 */
export async function updatePaymentMethod(
  db: Db,
  actor: Actor,
  id: string,
  changes: PaymentMethodChanges,
) {
  const subunits = await subunitsOf(db);
  await assertValidChanges(db, changes, subunits);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, id))
      .for('update');
    if (!before) throw new AppError('notFound');
    const { currencies: limits, ...rest } = changes;
    const values = {
      ...rest,
      ...(changes.countries && { countries: [...new Set(changes.countries)].sort() }),
      ...(changes.excludedCountries && {
        excludedCountries: [...new Set(changes.excludedCountries)].sort(),
      }),
      ...(limits && { currencies: limits.map(limitOf(before)) }),
    };
    const [after] = await tx
      .update(paymentMethods)
      .set(values)
      .where(eq(paymentMethods.id, id))
      .returning();
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'paymentMethod.update',
      target: { type: 'paymentMethod', id },
      ...auditedChanges(before, after!, Object.keys(values) as (keyof PaymentMethodRow)[]),
      ip: actor.ip,
    });
    return toMethod(after!, subunits);
  });
}

/**
 * What the audit entry keeps: each field sent, and of the currencies only those whose limits
 * changed (`currencies.EUR`, null where one was added or taken away), so an entry stays readable.
 */
function auditedChanges(
  before: PaymentMethodRow,
  after: PaymentMethodRow,
  fields: (keyof PaymentMethodRow)[],
) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const field of fields.filter((name) => name !== 'currencies')) {
    from[field] = before[field];
    to[field] = after[field];
  }
  if (!fields.includes('currencies')) return { before: from, after: to };
  const byCode = (row: PaymentMethodRow) =>
    new Map(row.currencies.map(({ currency, ...limit }) => [currency, limit]));
  const [old, now] = [byCode(before), byCode(after)];
  for (const code of new Set([...old.keys(), ...now.keys()])) {
    if (JSON.stringify(old.get(code)) === JSON.stringify(now.get(code))) continue;
    from[`currencies.${code}`] = old.get(code) ?? null;
    to[`currencies.${code}`] = now.get(code) ?? null;
  }
  return { before: from, after: to };
}

/** The stored limits: the default quick amount stays the default while its amount is kept. */
const limitOf =
  (before: PaymentMethodRow) =>
  (change: PaymentLimitChange): PaymentMethodCurrency => {
    const previous = before.currencies.find((limit) => limit.currency === change.currency);
    const defaultAmount = previous?.presets.find((preset) => preset.default)?.amount;
    const amounts = [...new Set(change.presets)].sort((a, b) => a - b);
    return {
      currency: change.currency,
      amountMin: change.amountMin,
      amountMax: change.amountMax,
      presets: amounts.map((amount) => ({ amount, default: amount === defaultAmount })),
    };
  };

/**
 * What the schema cannot know: countries and currencies that exist, min ≤ max and quick amounts
 * between them, named in the currency's major units. Every refusal is listed at once.
 */
async function assertValidChanges(db: Executor, changes: PaymentMethodChanges, subunits: Subunits) {
  const failures: Record<string, FieldFailure[]> = {};
  const listed = [...(changes.countries ?? []), ...(changes.excludedCountries ?? [])];
  const known = new Set(
    listed.length === 0
      ? []
      : (
          await db
            .select({ code: countries.code })
            .from(countries)
            .where(inArray(countries.code, listed))
        ).map((row) => row.code),
  );
  for (const field of ['countries', 'excludedCountries'] as const) {
    changes[field]?.forEach((code, index) => {
      if (!known.has(code)) failures[`${field}.${index}`] = [{ rule: 'country_code' }];
    });
  }
  changes.currencies?.forEach((limit, index) => {
    const subunit = subunits.get(limit.currency);
    const path = `currencies.${index}`;
    if (subunit === undefined) {
      failures[`${path}.currency`] = [{ rule: 'in' }];
      return;
    }
    const format = (minor: number) => `${formatMinorToMajor(minor, subunit)} ${limit.currency}`;
    if (limit.amountMax < limit.amountMin) {
      failures[`${path}.amountMax`] = [
        { rule: 'min_numeric', params: { min: format(limit.amountMin) } },
      ];
      return;
    }
    const low = limit.presets.find((amount) => amount < limit.amountMin);
    const high = limit.presets.find((amount) => amount > limit.amountMax);
    if (low !== undefined) {
      failures[`${path}.presets`] = [
        { rule: 'min_numeric', params: { min: format(limit.amountMin) } },
      ];
    } else if (high !== undefined) {
      failures[`${path}.presets`] = [
        { rule: 'max_numeric', params: { max: format(limit.amountMax) } },
      ];
    }
  });
  if (Object.keys(failures).length > 0) throw new AppError('validation', { fields: failures });
}
