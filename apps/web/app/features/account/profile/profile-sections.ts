import {
  BadgeCheck,
  BellRing,
  FileText,
  Gift,
  History,
  type IconComponent,
  ShieldCheck,
  ShieldHalf,
  UserRound,
  Wallet,
} from '../../../components/ui/icons';

export type ProfileSection =
  | 'info'
  | 'security'
  | 'wallet'
  | 'bonuses'
  | 'history'
  | 'limits'
  | 'documents'
  | 'verification'
  | 'notifications';

/** The profile's sections in the order of the section nav (DESIGN.md, "Profile"). */
export const PROFILE_SECTIONS: readonly { id: ProfileSection; icon: IconComponent }[] = [
  { id: 'info', icon: UserRound },
  { id: 'security', icon: ShieldCheck },
  { id: 'wallet', icon: Wallet },
  { id: 'bonuses', icon: Gift },
  { id: 'history', icon: History },
  { id: 'limits', icon: ShieldHalf },
  { id: 'documents', icon: FileText },
  { id: 'verification', icon: BadgeCheck },
  { id: 'notifications', icon: BellRing },
];

/** Sections shown: documents is removed when the identity provider hides it (spec section 2). */
export function listProfileSections(isDocumentsPageHidden: boolean) {
  return PROFILE_SECTIONS.filter((s) => !(s.id === 'documents' && isDocumentsPageHidden));
}
