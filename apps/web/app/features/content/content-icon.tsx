import {
  CircleHelp,
  Coins,
  Gift,
  type IconComponent,
  MonitorSmartphone,
  Rocket,
  ShieldCheck,
  Trophy,
  UserRound,
  Wallet,
  Zap,
} from '../../components/ui/icons';

/**
 * Icons that managed content may name (FAQ categories, promo advantages). A closed map keeps
 * the bundle small: naming an icon outside it falls back to the help icon.
 */
const icons: Record<string, IconComponent> = {
  'circle-help': CircleHelp,
  coins: Coins,
  gift: Gift,
  'monitor-smartphone': MonitorSmartphone,
  rocket: Rocket,
  'shield-check': ShieldCheck,
  trophy: Trophy,
  'user-round': UserRound,
  wallet: Wallet,
  zap: Zap,
};

export function ContentIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? CircleHelp;
  return <Icon size={size} aria-hidden="true" />;
}
