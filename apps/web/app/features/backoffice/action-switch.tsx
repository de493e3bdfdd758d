import { ToggleSwitch } from './toggle-switch';
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
    <ToggleSwitch
      isOn={isOn}
      label={label}
      stateLabel={stateText}
      isBusy={isBusy}
      onToggle={() => run(() => onToggle(!isOn))}
    />
  );
}
