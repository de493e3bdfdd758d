import type { Game } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { History } from '../../../components/ui/icons';
import { usePlayedGames } from '../api/played';
import { GameRow } from '../tile/game-row';

/**
 * The signed-in player's last games at the top of the lobby; nothing for guests or new players.
 * `initial`: the games the server loaded with the page (no row appears after it, moving the rest).
 */
export function RecentlyPlayedRow({ initial }: { initial?: Game[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const played = usePlayedGames(initial);
  if (!played.isSignedIn || played.status === 'error') return null;
  return (
    <GameRow
      title={t('games.lobby.recentlyPlayed')}
      icon={<History aria-hidden="true" />}
      games={played.data ?? []}
      isLoading={played.status === 'loading'}
      seeAllHref={href('/recently-played')}
    />
  );
}
