import type { Features } from '@croupier/contract';
import {
  CircleHelp,
  Crown,
  Dices,
  Factory,
  Gift,
  Goal,
  Heart,
  History,
  House,
  type IconComponent,
  LayoutGrid,
  Mail,
  Percent,
  RefreshCw,
  Sparkles,
  Target,
  Trophy,
} from '../ui/icons';

export interface NavItem {
  /** Translation key under `shell.nav`, or a full dotted key of another namespace. */
  labelKey: string;
  icon: IconComponent;
  /** A site path (localized when rendered), or a modal to open instead. */
  to?: string;
  action?: 'quests';
}

export interface NavSection {
  titleKey: string;
  items: NavItem[];
}

/** The header's main navigation; loyalty and sports only when the operator has them on. */
export function listMainNav(features: Features): NavItem[] {
  return [
    { labelKey: 'casino', icon: Dices, to: '/main' },
    { labelKey: 'promotions', icon: Gift, to: '/welcome-package' },
    { labelKey: 'tournaments', icon: Trophy, to: '/tournaments' },
    ...(features.isLoyaltyEnabled ? [{ labelKey: 'loyalty', icon: Crown, to: '/loyalty' }] : []),
    ...(features.isBettingEnabled ? [{ labelKey: 'sports', icon: Goal, to: '/betting' }] : []),
  ];
}

/** The drawer's sections, in the order of DESIGN.md. */
export function listDrawerSections(features: Features): NavSection[] {
  return [
    {
      titleKey: 'games',
      items: [
        { labelKey: 'lobby', icon: House, to: '/main' },
        { labelKey: 'categories', icon: LayoutGrid, to: '/categories' },
        { labelKey: 'providers', icon: Factory, to: '/providers' },
        { labelKey: 'games.favorites.title', icon: Heart, to: '/favorites' },
        { labelKey: 'games.lobby.recentlyPlayed', icon: History, to: '/recently-played' },
        ...(features.isBettingEnabled ? [{ labelKey: 'sports', icon: Goal, to: '/betting' }] : []),
      ],
    },
    {
      titleKey: 'promotions',
      items: [
        { labelKey: 'welcomePackage', icon: Gift, to: '/welcome-package' },
        { labelKey: 'welcomeBonus', icon: Sparkles, to: '/bonus/welcome-bonus' },
        { labelKey: 'weeklyReload', icon: RefreshCw, to: '/bonus/weekly-reload' },
        { labelKey: 'cashback', icon: Percent, to: '/bonus/cashback' },
      ],
    },
    {
      titleKey: 'rewards',
      items: [
        ...(features.isLoyaltyEnabled
          ? [{ labelKey: 'loyalty', icon: Crown, to: '/loyalty' }]
          : []),
        { labelKey: 'quests', icon: Target, action: 'quests' as const },
        { labelKey: 'tournaments', icon: Trophy, to: '/tournaments' },
      ],
    },
    {
      titleKey: 'support',
      items: [
        { labelKey: 'faq', icon: CircleHelp, to: '/questions' },
        { labelKey: 'contact', icon: Mail, to: '/contact' },
      ],
    },
  ];
}
