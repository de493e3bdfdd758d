import { Gift, ShieldCheck, Sparkles, Zap } from '../../../components/ui/icons';
import { usePromoPanels } from '../api/reference-data';
import styles from './sign-up.module.css';

const ADVANTAGE_ICONS = { gift: Gift, zap: Zap, 'shield-check': ShieldCheck } as const;

/** The sign-up promo panel (managed content): image, titles and the list of advantages. */
export function SignUpPromo() {
  const panels = usePromoPanels('sign-up');
  const panel = panels.data?.[0];
  if (!panel) return <div className={styles.promo} data-state={panels.status} aria-hidden="true" />;
  return (
    <aside className={styles.promo} aria-label={panel.title}>
      <picture className={styles.promoArt}>
        <source media="(min-width: 768px)" srcSet={panel.desktopImage} />
        <img src={panel.mobileImage} alt="" />
      </picture>
      <div className={styles.promoText}>
        <p className={styles.promoEyebrow}>{panel.title}</p>
        <p className={styles.promoTitle}>{panel.secondTitle}</p>
        <p className={styles.promoSubtitle}>{panel.additionalTitle}</p>
        {panel.advantages.length > 0 && (
          <ul className={styles.advantages}>
            {panel.advantages.map((advantage) => {
              const Icon =
                ADVANTAGE_ICONS[advantage.icon as keyof typeof ADVANTAGE_ICONS] ?? Sparkles;
              return (
                <li key={advantage.label}>
                  <Icon aria-hidden="true" />
                  {advantage.label}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </aside>
  );
}
