import {
  Cherry,
  Flame,
  Gem,
  type IconComponent,
  LayoutGrid,
  Rocket,
  Spade,
  Sparkles,
  Tv,
} from '../../../components/ui/icons';

const ICONS: Record<string, IconComponent> = {
  popular: Flame,
  new: Sparkles,
  slots: Cherry,
  'table-games': Spade,
  crash: Rocket,
  jackpots: Gem,
  live: Tv,
};

/** The icon of a collection in navs and row titles; collections added later get a generic one. */
export function collectionIcon(identity: string): IconComponent {
  return ICONS[identity] ?? LayoutGrid;
}
