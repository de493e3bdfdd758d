import {
  Cherry,
  Flame,
  Gem,
  LayoutGrid,
  type LucideIcon,
  Rocket,
  Spade,
  Sparkles,
  Tv,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  popular: Flame,
  new: Sparkles,
  slots: Cherry,
  'table-games': Spade,
  crash: Rocket,
  jackpots: Gem,
  live: Tv,
};

/** The icon of a collection in navs and row titles; collections added later get a generic one. */
export function collectionIcon(identity: string): LucideIcon {
  return ICONS[identity] ?? LayoutGrid;
}
