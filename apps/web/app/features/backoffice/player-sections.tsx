import type { ResponseOf } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, DateTime, Money } from './console-parts';

type Detail = ResponseOf<'backofficePlayer'>['data'];

/** The player detail's read-only sections. */

function Section({
  title,
  note,
  isWide = false,
  children,
}: {
  title: string;
  note?: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="section" variant="panel" className={isWide ? styles.span : undefined}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {note && <p className={styles.sectionNote}>{note}</p>}
      {children}
    </Card>
  );
}

export function ProfileSection({ profile }: { profile: Detail['profile'] }) {
  const { t } = useTranslation();
  const dash = (value: string | null) => value ?? '—';
  const confirmed = (at: string | null) => (at ? <DateTime iso={at} /> : t('backoffice.common.no'));
  const facts: [string, ReactNode][] = [
    [
      t('backoffice.player.id'),
      <span key="id" className={styles.mono}>
        {profile.id}
      </span>,
    ],
    [t('backoffice.players.email'), dash(profile.email)],
    [t('backoffice.player.emailConfirmed'), confirmed(profile.emailConfirmedAt)],
    [t('backoffice.players.phone'), dash(profile.phone)],
    [t('backoffice.player.phoneConfirmed'), confirmed(profile.phoneConfirmedAt)],
    [t('backoffice.players.nickname'), dash(profile.nickname)],
    [
      t('backoffice.players.name'),
      [profile.firstName, profile.lastName].filter(Boolean).join(' ') || '—',
    ],
    [t('backoffice.player.birthdate'), dash(profile.birthdate)],
    [t('backoffice.players.country'), dash(profile.country)],
    [t('backoffice.player.locale'), profile.locale],
    [t('backoffice.players.createdAt'), <DateTime key="createdAt" iso={profile.createdAt} />],
  ];
  return (
    <Section title={t('backoffice.player.profile')}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function AccountsSection({ accounts }: { accounts: Detail['accounts'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('backoffice.player.accounts')}>
      <DataTable
        label={t('backoffice.player.accounts')}
        head={
          <>
            <th>{t('backoffice.player.currency')}</th>
            <th className={styles.numeric}>{t('backoffice.player.balance')}</th>
            <th className={styles.numeric}>{t('backoffice.player.withdrawable')}</th>
          </>
        }
      >
        {accounts.map((account) => (
          <tr key={account.id}>
            <td>{account.currency}</td>
            <td className={styles.numeric}>
              <Money amountMinor={account.balance} currency={account.currency} />
            </td>
            <td className={styles.numeric}>
              <Money amountMinor={account.withdrawalBalance} currency={account.currency} />
            </td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

export function LedgerSection({ entries }: { entries: Detail['ledger'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('backoffice.player.ledger')} isWide>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('backoffice.player.ledgerEmpty')}</p>
      ) : (
        <DataTable
          label={t('backoffice.player.ledger')}
          head={
            <>
              <th>{t('backoffice.player.at')}</th>
              <th>{t('backoffice.player.kind')}</th>
              <th className={styles.numeric}>{t('backoffice.player.entryAmount')}</th>
              <th className={styles.numeric}>{t('backoffice.player.balanceAfter')}</th>
            </>
          }
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>
                <DateTime iso={entry.createdAt} />
              </td>
              <td>{entry.kind}</td>
              <td className={styles.numeric}>
                <Money amountMinor={entry.amount} currency={entry.currency} />
              </td>
              <td className={styles.numeric}>
                {entry.balanceAfter === null ? (
                  '—'
                ) : (
                  <Money amountMinor={entry.balanceAfter} currency={entry.currency} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

export function SessionsSection({ sessions }: { sessions: Detail['sessions'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('backoffice.player.sessions')}>
      {sessions.length === 0 ? (
        <p className={styles.muted}>{t('backoffice.player.sessionsEmpty')}</p>
      ) : (
        <DataTable
          label={t('backoffice.player.sessions')}
          head={
            <>
              <th>{t('backoffice.player.lastSeen')}</th>
              <th>{t('backoffice.player.address')}</th>
              <th>{t('backoffice.player.device')}</th>
            </>
          }
        >
          {sessions.map((session) => (
            <tr key={session.id}>
              <td className={styles.nowrap}>
                <DateTime iso={session.lastSeenAt} />
              </td>
              <td className={styles.mono}>{session.ip}</td>
              <td className={styles.changes}>{session.userAgent}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

export function LimitsSection({ limits }: { limits: Detail['limits'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('backoffice.player.limits')} note={t('backoffice.player.limitsReadOnly')}>
      {limits.length === 0 ? (
        <p className={styles.muted}>{t('backoffice.player.limitsEmpty')}</p>
      ) : (
        <DataTable
          label={t('backoffice.player.limits')}
          head={
            <>
              <th>{t('backoffice.player.limitType')}</th>
              <th>{t('backoffice.player.limitPeriod')}</th>
              <th className={styles.numeric}>{t('backoffice.player.limitValue')}</th>
            </>
          }
        >
          {limits.map((limit) => (
            <tr key={limit.id}>
              <td>{t(`backoffice.player.limitTypes.${limit.definition}`)}</td>
              <td>
                {t(`limits.periods.${limit.period}`, { defaultValue: limit.period })}
                {limit.endsAt && (
                  <span className={styles.muted}>
                    {' · '}
                    <DateTime iso={limit.endsAt} isDateOnly />
                  </span>
                )}
              </td>
              <td className={styles.numeric}>
                {limit.amount !== null && limit.currency ? (
                  <Money amountMinor={limit.amount} currency={limit.currency} />
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
