import type { Operator } from '@croupier/contract';
import { hasPermission, type OperatorPermission } from '@croupier/contract/backoffice-permissions';
import { type ReactNode, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  ArrowUpFromLine,
  ChartColumn,
  CreditCard,
  Crown,
  FileCheck,
  Gamepad2,
  Gift,
  HandCoins,
  ListChecks,
  Megaphone,
  Receipt,
  Scale,
  ScrollText,
  ShieldCheck,
  Ticket,
  Trophy,
  UserCog,
  Users,
} from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import styles from './backoffice.module.css';
import { CONTENT_SECTIONS } from './content-sections';
import { OperatorContext } from './operator-context';
import { endOperatorSession } from './operator-session';
import { useOperatorApi } from './use-operator-api';
import { useOperatorGate } from './use-operator-gate';

/** The navigation's groups, in their order on screen. */
export const SECTION_GROUPS = ['money', 'marketing', 'content', 'admin'] as const;

export interface Section {
  path: string;
  group: (typeof SECTION_GROUPS)[number];
  permission: OperatorPermission;
  labelKey: string;
  icon: ReactNode;
}

/**
 * The console's sections in the order of the work: players and money, bonuses and retention,
 * content, then reports and administration. Each is shown only to roles that hold its permission.
 */
export const SECTIONS: readonly Section[] = [
  {
    path: '/backoffice/withdrawals',
    group: 'money',
    permission: 'withdrawals.read',
    labelKey: 'backoffice.frame.withdrawals',
    icon: <ArrowUpFromLine aria-hidden="true" />,
  },
  {
    path: '/backoffice/players',
    group: 'money',
    permission: 'players.read',
    labelKey: 'backoffice.frame.players',
    icon: <Users aria-hidden="true" />,
  },
  {
    path: '/backoffice/invoices',
    group: 'money',
    permission: 'payments.read',
    labelKey: 'backoffice.frame.invoices',
    icon: <Receipt aria-hidden="true" />,
  },
  {
    path: '/backoffice/payment-methods',
    group: 'money',
    permission: 'payments.manage',
    labelKey: 'backoffice.paymentMethods.nav',
    icon: <CreditCard aria-hidden="true" />,
  },
  {
    path: '/backoffice/adjustments',
    group: 'money',
    permission: 'adjustments.approve',
    labelKey: 'backoffice.frame.adjustments',
    icon: <Scale aria-hidden="true" />,
  },
  {
    path: '/backoffice/documents',
    group: 'money',
    permission: 'documents.read',
    labelKey: 'backoffice.frame.documents',
    icon: <FileCheck aria-hidden="true" />,
  },
  {
    path: '/backoffice/bonuses',
    group: 'marketing',
    permission: 'bonuses.read',
    labelKey: 'backoffice.bonuses.nav',
    icon: <Gift aria-hidden="true" />,
  },
  {
    path: '/backoffice/bonus-codes',
    group: 'marketing',
    permission: 'bonuses.read',
    labelKey: 'backoffice.frame.bonusCodes',
    icon: <Ticket aria-hidden="true" />,
  },
  {
    path: '/backoffice/cashback',
    group: 'marketing',
    permission: 'bonuses.read',
    labelKey: 'backoffice.bonuses.cashback.nav',
    icon: <HandCoins aria-hidden="true" />,
  },
  {
    path: '/backoffice/quests',
    group: 'marketing',
    permission: 'retention.read',
    labelKey: 'backoffice.retention.navQuests',
    icon: <ListChecks aria-hidden="true" />,
  },
  {
    path: '/backoffice/tournaments',
    group: 'marketing',
    permission: 'retention.read',
    labelKey: 'backoffice.retention.navTournaments',
    icon: <Trophy aria-hidden="true" />,
  },
  {
    path: '/backoffice/loyalty',
    group: 'marketing',
    permission: 'retention.read',
    labelKey: 'backoffice.retention.navLoyalty',
    icon: <Crown aria-hidden="true" />,
  },
  {
    path: '/backoffice/broadcast',
    group: 'marketing',
    permission: 'messenger.broadcast',
    labelKey: 'backoffice.frame.broadcast',
    icon: <Megaphone aria-hidden="true" />,
  },
  {
    path: '/backoffice/games',
    group: 'content',
    permission: 'content.manage',
    labelKey: 'backoffice.frame.games',
    icon: <Gamepad2 aria-hidden="true" />,
  },
  ...CONTENT_SECTIONS,
  {
    path: '/backoffice/reports',
    group: 'admin',
    permission: 'reports.read',
    labelKey: 'backoffice.frame.reports',
    icon: <ChartColumn aria-hidden="true" />,
  },
  {
    path: '/backoffice/operators',
    group: 'admin',
    permission: 'operators.manage',
    labelKey: 'backoffice.frame.operators',
    icon: <UserCog aria-hidden="true" />,
  },
  {
    path: '/backoffice/audit',
    group: 'admin',
    permission: 'audit.read',
    labelKey: 'backoffice.frame.audit',
    icon: <ScrollText aria-hidden="true" />,
  },
];

/** The signed-in console: navigation by role, the operator and sign-out, then the page. */
export function BackofficeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { operator, error, retry } = useOperatorGate();
  const value = useMemo(
    () =>
      operator && {
        operator,
        can: (permission: OperatorPermission) => hasPermission(operator.role, permission),
      },
    [operator],
  );

  if (!value) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">{t('backoffice.frame.loading')}</span>
        {error ? (
          <Alert
            type="error"
            title={t('backoffice.common.loadFailed')}
            action={<Button onClick={retry}>{t('backoffice.common.retry')}</Button>}
          />
        ) : (
          <Skeleton variant="block" height={240} />
        )}
      </div>
    );
  }
  return (
    <OperatorContext value={value}>
      <div className={styles.frame}>
        <Sidebar operator={value.operator} />
        <main className={styles.main}>{children}</main>
      </div>
    </OperatorContext>
  );
}

function Sidebar({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const sections = SECTIONS.filter((section) => hasPermission(operator.role, section.permission));
  return (
    <aside className={styles.sidebar}>
      <div className={styles.sidebarInner}>
        <p className={styles.brand}>
          <ShieldCheck aria-hidden="true" />
          <span>
            Croupier <strong>{t('backoffice.title')}</strong>
          </span>
        </p>
        <nav aria-label={t('backoffice.frame.navLabel')} className={styles.navScroll}>
          {SECTION_GROUPS.map((group) => {
            const inGroup = sections.filter((section) => section.group === group);
            if (inGroup.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`backoffice-nav-${group}`}>
                <h2 id={`backoffice-nav-${group}`} className={styles.navGroup}>
                  {t(`backoffice.frame.groups.${group}`)}
                </h2>
                <ul className={styles.nav}>
                  {inGroup.map((section) => (
                    <li key={section.path}>
                      <NavLink to={href(section.path)} className={styles.navLink}>
                        {section.icon}
                        {t(section.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
        <OperatorCard operator={operator} />
      </div>
    </aside>
  );
}

function OperatorCard({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = async () => {
    setIsSigningOut(true);
    // Whatever the API answers, the tab forgets the token.
    await call('backofficeSignOut').catch(() => undefined);
    endOperatorSession('signedOut');
  };
  return (
    <div className={styles.operator}>
      <p className={styles.operatorName}>
        <span className="visually-hidden">
          {t('backoffice.frame.signedInAs', { name: operator.name })}
        </span>
        <span aria-hidden="true">{operator.name}</span>
      </p>
      <p className={styles.operatorMeta}>{operator.email}</p>
      <p className={styles.operatorMeta}>{t(`backoffice.frame.roles.${operator.role}`)}</p>
      <Button variant="secondary" size="sm" isFullWidth isLoading={isSigningOut} onClick={signOut}>
        {t('backoffice.frame.signOut')}
      </Button>
    </div>
  );
}
