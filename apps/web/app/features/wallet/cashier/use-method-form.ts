import type { PaymentMethod } from '@croupier/contract';
import { messageKeyOf, validateData } from '@croupier/contract/validation';
import { useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ClientApiError } from '~/lib/session/api-client';
import {
  type AmountLimits,
  checkAmount,
  clampOnBlur,
  sanitizeAmount,
  toAmountText,
  withdrawLimits,
} from './amount-state';
import type { Operation } from './api/payment-methods';
import {
  amountLimitsOf,
  buildFieldRules,
  findNetworkField,
  findOption,
  initialFieldValues,
} from './method-fields';

interface MethodFormOptions {
  operation: Operation;
  method: PaymentMethod;
  /** Minor units per typed unit (thousandths for BTC and ETH). */
  inputSubunits: number;
  /** A withdrawal may not exceed it. */
  withdrawalBalanceMinor?: number;
}

/**
 * A cashier form: the amount (typed in major units, judged against the method's or the chosen
 * network's limits) and the method's own fields (spec section 5). Client messages show on
 * touched fields, the server's 422 messages under their fields until the field is focused.
 */
export function useMethodForm({
  operation,
  method,
  inputSubunits,
  withdrawalBalanceMinor,
}: MethodFormOptions) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialFieldValues(method.fields));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const networkField = findNetworkField(method);
  const network = findOption(networkField, networkField ? (values[networkField.key] ?? '') : '');

  const limits: AmountLimits = useMemo(() => {
    const own = amountLimitsOf(method, network);
    return withdrawalBalanceMinor === undefined ? own : withdrawLimits(own, withdrawalBalanceMinor);
  }, [method, network, withdrawalBalanceMinor]);
  const [amountText, setAmountText] = useState(() =>
    toAmountText(initialAmountMinor(method), inputSubunits),
  );
  const amount = checkAmount(amountText, limits, inputSubunits);

  const rules = useMemo(
    () => buildFieldRules(method.fields, operation, network),
    [method.fields, operation, network],
  );
  const fieldErrors = useMemo(() => {
    const failures = validateData(values, rules);
    return Object.fromEntries(
      Object.entries(failures).map(([key, failure]) => [
        key,
        t(messageKeyOf(failure), failure.params),
      ]),
    );
  }, [values, rules, t]);

  const clearServerError = (key: string) => setServerErrors(({ [key]: _cleared, ...rest }) => rest);

  return {
    values,
    network,
    networkField,
    limits,
    amountText,
    amount,
    isValid: Object.keys(fieldErrors).length === 0 && amount.isInRange,
    errorOf: (key: string) =>
      (touched[key] ? fieldErrors[key] : undefined) ?? serverErrors[key]?.[0],
    change(key: string, value: string) {
      setValues((current) => ({ ...current, [key]: value }));
      clearServerError(key);
    },
    touch: (key: string) => setTouched((current) => ({ ...current, [key]: true })),
    touchAll: () =>
      setTouched(Object.fromEntries([...Object.keys(rules), 'amount'].map((key) => [key, true]))),
    focus: clearServerError,
    changeAmount: (text: string) => {
      setAmountText(sanitizeAmount(text));
      clearServerError('amount');
    },
    blurAmount: () => setAmountText((text) => clampOnBlur(text, limits, inputSubunits)),
    setAmountMinor: (minor: number) => setAmountText(toAmountText(minor, inputSubunits)),
    /** Puts a 422 answer's messages under their fields; false when it carries none. */
    showServerErrors(error: unknown): boolean {
      if (!(error instanceof ClientApiError) || Object.keys(error.fields).length === 0) {
        return false;
      }
      // The server names a method field by its path in the body (`fields.iban`), the form by key.
      setServerErrors(
        Object.fromEntries(
          Object.entries(error.fields).map(([path, message]) => [
            path.replace(/^fields\./, ''),
            message,
          ]),
        ),
      );
      return true;
    },
  };
}

export type MethodForm = ReturnType<typeof useMethodForm>;

/** The default preset, else the method's minimum. */
function initialAmountMinor(method: PaymentMethod): number {
  return method.presets.find((preset) => preset.default)?.amount ?? method.amountMin;
}
