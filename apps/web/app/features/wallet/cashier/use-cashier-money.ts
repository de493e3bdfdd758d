import type { Currency } from '@croupier/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { displayUnitOf, formatMoney, rememberCurrencyUnits } from '../accounts/money';
import { fetchCurrencies } from './api/reference-data';

/**
 * The enabled currencies and money formatting for the cashier. Amounts are typed in the unit the
 * app shows (BTC and ETH in thousandths, spec section 9), so typed text converts with that unit's
 * subunits.
 */
export function useCashierMoney() {
  const { locale } = useTranslation();
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    let isCurrent = true;
    fetchCurrencies().then(
      (list) => {
        rememberCurrencyUnits(list);
        if (isCurrent) setCurrencies(list);
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  return useMemo(() => {
    const subunitOf = (code: string) =>
      currencies.find((currency) => currency.code === code)?.subunitToUnit;
    return {
      currencies,
      format: (amountMinor: number, currency: string) =>
        formatMoney(amountMinor, currency, locale, { subunitToUnit: subunitOf(currency) }),
      /** The unit amounts are typed in (code and its minor units per unit). */
      inputUnitOf: (currency: string) => displayUnitOf(currency, subunitOf(currency)),
    };
  }, [currencies, locale]);
}

export type CashierMoney = ReturnType<typeof useCashierMoney>;
