import type { PromoTheme } from '@croupier/contract';

/** A promo theme as CSS variables, for gradients and accents of promotional surfaces. */
export function themeStyle(theme: PromoTheme): React.CSSProperties {
  return {
    '--promo-from': theme.from,
    '--promo-to': theme.to,
    '--promo-accent': theme.accent,
  } as React.CSSProperties;
}
