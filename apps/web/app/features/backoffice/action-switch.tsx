import styles from './backoffice.module.css';
import { useOperatorAction } from './use-operator-api';

interface ActionSwitchProps {
  isOn: boolean;
  /** The accessible name: what the switch turns on. */
  label: string;
  /** The state as the row shows it beside the track. */
  stateText: string;
  /** Sends the change; answers the success toast's title. */
  onToggle(isOn: boolean): Promise<string>;
}

/** A setting that applies at once (a game listed, a payment method offered): busy while sent. */
export function ActionSwitch({ isOn, label, stateText, onToggle }: ActionSwitchProps) {
  const { isBusy, run } = useOperatorAction();
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={isOn}
      aria-label={label}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={() => run(() => onToggle(!isOn))}
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      <span>{stateText}</span>
    </button>
  );
}
