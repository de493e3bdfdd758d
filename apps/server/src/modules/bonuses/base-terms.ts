import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies } from '../../db/schema.ts';
import { selectBaseCurrency, selectRate } from '../payments/repo.ts';
import type { BonusRow } from './repo.ts';

/**
 * Base-currency terms (spec section 3: `baseCurrencyInvoiceAmountFrom/To`, `baseCurrencyAmount`,
 * `baseCurrencyMaxAmount`). A definition's own items per currency win; for a currency it does
 * not name, its base-currency terms are converted at the currency's current rate into items of
 * that currency, so every later step (offer, choice, issue, the cashier's display) reads one kind
 * of terms. Conversion rounds in the house's favour: the deposit range inwards, amounts down.
 * Without a rate the base terms give nothing in that currency (fail closed).
 */

interface Conversion {
  /** A base-currency amount in minor units → this currency's minor units (unrounded). */
  fromBase(baseMinor: number): number;
}

async function conversionTo(db: Executor, currency: string): Promise<Conversion | undefined> {
  const base = await selectBaseCurrency(db);
  const [target] = await db.select().from(currencies).where(eq(currencies.code, currency));
  const rate = await selectRate(db, currency);
  if (!base || !target || rate === undefined || !(rate > 0)) return undefined;
  // `rate` is units of the currency per unit of the base currency.
  return {
    fromBase: (baseMinor) => (baseMinor / base.subunitToUnit) * rate * target.subunitToUnit,
  };
}

function hasBaseTerms(bonus: BonusRow) {
  return (
    bonus.triggerConditions.baseCurrencyInvoiceAmountFrom !== null ||
    bonus.assignConditions.baseCurrencyAmount !== null ||
    bonus.assignConditions.baseCurrencyMaxAmount !== null
  );
}

function withBaseTerms(bonus: BonusRow, currency: string, conversion: Conversion): BonusRow {
  const { triggerConditions: trigger, assignConditions: assign } = bonus;
  const names = (items: readonly { currency: string }[]) =>
    items.some((item) => item.currency === currency);
  const invoiceAmountItems =
    names(trigger.invoiceAmountItems) || trigger.baseCurrencyInvoiceAmountFrom === null
      ? trigger.invoiceAmountItems
      : [
          ...trigger.invoiceAmountItems,
          {
            currency,
            amountFrom: Math.ceil(conversion.fromBase(trigger.baseCurrencyInvoiceAmountFrom)),
            amountTo:
              trigger.baseCurrencyInvoiceAmountTo === null
                ? null
                : Math.floor(conversion.fromBase(trigger.baseCurrencyInvoiceAmountTo)),
          },
        ];
  const converted = (items: { currency: string; amount: number }[], baseAmount: number | null) =>
    names(items) || baseAmount === null
      ? items
      : [...items, { currency, amount: Math.floor(conversion.fromBase(baseAmount)) }];
  return {
    ...bonus,
    triggerConditions: { ...trigger, invoiceAmountItems },
    assignConditions: {
      ...assign,
      amountItems: converted(assign.amountItems, assign.baseCurrencyAmount),
      maxAmountItems: converted(assign.maxAmountItems, assign.baseCurrencyMaxAmount),
    },
  };
}

/** The definitions with their base-currency terms written out in `currency`. */
export async function inCurrencyTerms(
  db: Executor,
  bonuses: BonusRow[],
  currency: string,
): Promise<BonusRow[]> {
  if (!bonuses.some(hasBaseTerms)) return bonuses;
  const conversion = await conversionTo(db, currency);
  if (!conversion) return bonuses;
  return bonuses.map((bonus) =>
    hasBaseTerms(bonus) ? withBaseTerms(bonus, currency, conversion) : bonus,
  );
}

/** One definition in `currency` (undefined stays undefined). */
export async function bonusInCurrency(
  db: Executor,
  bonus: BonusRow | undefined,
  currency: string,
): Promise<BonusRow | undefined> {
  if (!bonus) return undefined;
  const [converted] = await inCurrencyTerms(db, [bonus], currency);
  return converted;
}
