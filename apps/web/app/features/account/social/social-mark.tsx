import type { ReactNode } from 'react';
import { Apple, KeyRound } from '../../../components/ui/icons';
import styles from './social.module.css';
import type { SocialBrand } from './social-login';

/** Monograms in the providers' colours (social.module.css); Apple and others take an icon. */
const MARKS: Record<SocialBrand, ReactNode> = {
  google: 'G',
  apple: <Apple />,
  facebook: 'f',
  x: 'X',
  discord: 'D',
  twitch: 'T',
  generic: <KeyRound />,
};

/** The provider's mark beside "Continue with …"; decorative, the label names the provider. */
export function SocialMark({ brand }: { brand: SocialBrand }) {
  return (
    <span className={styles.mark} data-brand={brand} aria-hidden="true">
      {MARKS[brand]}
    </span>
  );
}
