import type { DepositBonus } from '@croupier/contract';
import { depositBonusAmount } from '@croupier/contract/bonus-amount';
import { useId } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { Gift, Info } from '../../components/ui/icons';
import { BonusCodeForm } from './bonus-code-form';
import styles from './bonuses.module.css';
import { type BonusChoice, DECLINE, isSelectable } from './deposit-bonus-choice';

export interface DepositBonusChooserProps {
  bonuses: readonly DepositBonus[];
  choice: BonusChoice;
  currency: string;
  amountMinor: number | undefined;
  isCrypto: boolean;
  onChoose(choice: BonusChoice): void;
  /** A bonus code was sent from the chooser's code field. */
  onCodeSent?(): void;
}

/**
 * The cashier's bonus chooser: one of the bonuses the deposit may get, or none. A bonus whose range
 * the amount is outside of is shown but cannot be chosen (fiat); the info button shows its terms.
 */
export function DepositBonusChooser(props: DepositBonusChooserProps) {
  const { bonuses, choice, currency, amountMinor, isCrypto, onChoose, onCodeSent } = props;
  const { t, locale } = useTranslation();
  const modals = useModals();
  const name = useId();
  if (bonuses.length === 0 && choice.kind !== 'code') return null;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <fieldset className={styles.chooser}>
      <legend className={styles.chooserLegend}>{t('bonuses.chooser.legend')}</legend>
      {bonuses.map((bonus) => {
        const selectable = isSelectable(bonus, amountMinor, isCrypto);
        const expected = depositBonusAmount(bonus, currency, amountMinor);
        const range = bonus.triggerConditions.invoiceAmountItems[0];
        return (
          <div key={bonus.id} className={styles.option} data-disabled={!selectable || undefined}>
            <label className={styles.optionLabel}>
              <input
                type="radio"
                name={name}
                checked={choice.kind === 'bonus' && choice.bonusId === bonus.id}
                disabled={!selectable}
                onChange={() => onChoose({ kind: 'bonus', bonusId: bonus.id })}
              />
              <span className={styles.optionIcon} aria-hidden="true">
                <Gift />
              </span>
              <span className={styles.optionText}>
                <span className={styles.optionName}>{bonus.name}</span>
                <span className={styles.optionNote}>
                  {expected && selectable
                    ? bonus.type === 3
                      ? t('bonuses.chooserSpins.youGet', { count: expected })
                      : t('bonuses.chooser.youGet', { amount: money(expected) })
                    : range
                      ? t('bonuses.chooser.from', { amount: money(range.amountFrom) })
                      : ''}
                </span>
              </span>
            </label>
            <button
              type="button"
              className={styles.optionInfo}
              aria-label={t('bonuses.chooser.terms', { name: bonus.name })}
              onClick={() => modals.open('wallet-bonus-info', { bonus, currency })}
            >
              <Info />
            </button>
          </div>
        );
      })}
      <div className={styles.option}>
        <label className={styles.optionLabel}>
          <input
            type="radio"
            name={name}
            checked={choice.kind === 'code'}
            onChange={() => onChoose({ kind: 'code' })}
          />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{t('bonuses.chooser.code')}</span>
          </span>
        </label>
      </div>
      {choice.kind === 'code' && <BonusCodeForm trigger={3} onSent={onCodeSent} />}
      <div className={styles.option}>
        <label className={styles.optionLabel}>
          <input
            type="radio"
            name={name}
            checked={choice.kind === 'decline'}
            onChange={() => onChoose(DECLINE)}
          />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{t('bonuses.chooser.none')}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
