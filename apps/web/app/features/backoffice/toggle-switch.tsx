import styles from './backoffice.module.css';

interface ToggleSwitchProps {
  isOn: boolean;
  /** What switching does, named with the row's object ("List Azure Roulette in the lobby"). */
  label: string;
  /** The state in words beside the switch. */
  stateLabel: string;
  isBusy?: boolean;
  onToggle(): void;
}

/** A row's on/off switch that applies at once (or asks first, as the caller decides). */
export function ToggleSwitch({
  isOn,
  label,
  stateLabel,
  isBusy = false,
  onToggle,
}: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className={styles.switch}
      aria-checked={isOn}
      aria-label={label}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={onToggle}
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      <span>{stateLabel}</span>
    </button>
  );
}
