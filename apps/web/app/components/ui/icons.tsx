import spriteUrl from 'virtual:icon-sprite';
import type { SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels unless a unit is given (24 by default, as Lucide draws them). */
  size?: number | string;
}

/** An icon component, for props and tables that take one (`icon: IconComponent`). */
export type IconComponent = (props: IconProps) => React.ReactElement;

/**
 * A Lucide icon drawn from the app's sprite file (`icon-sprite.ts` builds it from the names
 * below at build time): the same attributes Lucide renders, with one `<use>` instead of its paths,
 * so icons cost no JavaScript beyond this file and one element each to hydrate. Decorative
 * (`aria-hidden`) unless given a label.
 */
function icon(name: string): IconComponent {
  function SpriteIcon({ size = 24, strokeWidth = 2, className, ...props }: IconProps) {
    const labelled = Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller labels it
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : 'true'}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

// Names as Lucide exports them, so a component reads as it would with `lucide-react`; one name
// per drawing (Lucide's aliases, such as Home for House, are left out).
export const Apple = icon('apple');
export const ArrowDownToLine = icon('arrow-down-to-line');
export const ArrowDownWideNarrow = icon('arrow-down-wide-narrow');
export const ArrowLeft = icon('arrow-left');
export const ArrowLeftRight = icon('arrow-left-right');
export const ArrowUpFromLine = icon('arrow-up-from-line');
export const ArrowUpRight = icon('arrow-up-right');
export const BadgeCheck = icon('badge-check');
export const Ban = icon('ban');
export const Bell = icon('bell');
export const BellRing = icon('bell-ring');
export const ChartColumn = icon('chart-column');
export const Check = icon('check');
export const CheckCheck = icon('check-check');
export const Cherry = icon('cherry');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-exclamation-point');
export const CircleCheck = icon('circle-check');
export const CircleDashed = icon('circle-dashed');
export const CircleHelp = icon('circle-question-mark');
export const CircleX = icon('circle-x');
export const Clock = icon('clock');
export const Coffee = icon('coffee');
export const Coins = icon('coins');
export const Cookie = icon('cookie');
export const Copy = icon('copy');
export const CreditCard = icon('credit-card');
export const Crown = icon('crown');
export const Dices = icon('dices');
export const DoorOpen = icon('door-open');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const Factory = icon('factory');
export const FileCheck = icon('file-check');
export const FileText = icon('file-text');
export const FilterX = icon('funnel-x');
export const Flame = icon('flame');
export const GalleryHorizontal = icon('gallery-horizontal');
export const Gamepad2 = icon('gamepad-2');
export const Gauge = icon('gauge');
export const Gem = icon('gem');
export const Gift = icon('gift');
export const Globe = icon('globe');
export const Goal = icon('goal');
export const HandCoins = icon('hand-coins');
export const Heart = icon('heart');
export const HeartHandshake = icon('heart-handshake');
export const History = icon('rotate-ccw-clock');
export const Hourglass = icon('hourglass');
export const House = icon('house');
export const Inbox = icon('inbox');
export const Info = icon('info');
export const KeyRound = icon('key-round');
export const Languages = icon('languages');
export const LayoutGrid = icon('layout-grid');
export const ListChecks = icon('list-checks');
export const LoaderCircle = icon('loader-circle');
export const Lock = icon('lock');
export const LogIn = icon('log-in');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MailCheck = icon('mail-check');
export const MailWarning = icon('mail-exclamation-point');
export const MapPin = icon('map-pin');
export const Maximize = icon('maximize');
export const Medal = icon('medal');
export const Megaphone = icon('megaphone');
export const Menu = icon('menu');
export const MessageCircle = icon('message-circle');
export const MessageCircleQuestion = icon('message-circle-question-mark');
export const MessageSquare = icon('message-square');
export const MessageSquareText = icon('message-square-text');
export const Minimize = icon('minimize');
export const Monitor = icon('monitor');
export const MonitorSmartphone = icon('monitor-smartphone');
export const Package = icon('package');
export const PanelLeftClose = icon('panel-left-close');
export const PanelLeftOpen = icon('panel-left-open');
export const Pencil = icon('pencil');
export const PencilLine = icon('pencil-line');
export const Percent = icon('percent');
export const Phone = icon('phone');
export const Play = icon('play');
export const Plus = icon('plus');
export const Receipt = icon('receipt');
export const RefreshCw = icon('refresh-cw');
export const Rocket = icon('rocket');
export const RotateCcw = icon('rotate-ccw');
export const RotateCw = icon('rotate-cw');
export const Save = icon('save');
export const Scale = icon('scale');
export const ScrollText = icon('scroll-text');
export const Search = icon('search');
export const Send = icon('send');
export const Settings2 = icon('settings-2');
export const ShieldAlert = icon('shield-exclamation-point');
export const ShieldCheck = icon('shield-check');
export const ShieldHalf = icon('shield-half');
export const Signpost = icon('signpost');
export const Smartphone = icon('smartphone');
export const Spade = icon('spade');
export const Sparkles = icon('sparkles');
export const Target = icon('target');
export const Ticket = icon('ticket');
export const Trash2 = icon('trash');
export const TrendingDown = icon('trending-down');
export const TrendingUp = icon('trending-up');
export const TriangleAlert = icon('triangle-exclamation-point');
export const Trophy = icon('trophy');
export const Tv = icon('tv');
export const Upload = icon('upload');
export const UserCog = icon('user-cog');
export const UserPlus = icon('user-plus');
export const UserRound = icon('user-round');
export const Users = icon('users');
export const Wallet = icon('wallet');
export const WifiOff = icon('wifi-off');
export const Wrench = icon('wrench');
export const X = icon('x');
export const Zap = icon('zap');
