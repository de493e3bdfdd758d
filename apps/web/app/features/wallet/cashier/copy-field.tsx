import { COPY_TOOLTIP_MS } from '@croupier/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { Check, Copy } from '../../../components/ui/icons';
import styles from './cashier.module.css';

/** A value to copy (address, tag, reference) with a 'copied' tooltip for 2 s (spec section 9). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard refused (no permission): the value stays selectable in the field.
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPY_TOOLTIP_MS);
  };

  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className={styles.blockLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} className={styles.copyValue} value={value} readOnly />
        <button
          type="button"
          className={styles.copyButton}
          aria-label={t('cashier.copy.label', { label })}
          onClick={() => void copy()}
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </button>
        {isCopied && (
          <span role="status" className={styles.tooltip}>
            {t('cashier.copy.copied')}
          </span>
        )}
      </div>
    </div>
  );
}
