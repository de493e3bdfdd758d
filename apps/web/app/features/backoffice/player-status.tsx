import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { useTranslation } from '../../lib/i18n';

/** 1 active, 2 limited, 3 blocked, 4 self-excluded (the contract's player statuses). */
const VARIANTS: Record<number, BadgeVariant> = {
  1: 'success',
  2: 'warning',
  3: 'error',
  4: 'info',
};
export const BLOCKED_STATUS = 3;

export function PlayerStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANTS[status] ?? 'neutral'}>
      {t(`backoffice.players.statuses.${status}`, { defaultValue: String(status) })}
    </Badge>
  );
}

/** How the console names a player: nickname, else e-mail, else phone, else id. */
export function playerName(player: {
  id: string;
  email: string | null;
  phone: string | null;
  nickname: string | null;
}) {
  return player.nickname ?? player.email ?? player.phone ?? player.id;
}
