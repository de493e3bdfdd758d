import type { Game } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { Heart } from '../../../components/ui/icons';
import { useFavoriteToggle } from '../api/favorites';
import styles from './game-tile.module.css';

/** The favourite heart of a tile: a toggle button (aria-pressed) named after the game. */
export function FavoriteButton({ game, className }: { game: Game; className?: string }) {
  const { t } = useTranslation();
  const { isFavorite, toggle, isPending } = useFavoriteToggle(game);
  return (
    <button
      type="button"
      className={[styles.favorite, className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-busy={isPending || undefined}
      aria-label={t('games.tile.favorite', { name: game.name })}
      title={t(isFavorite ? 'games.tile.removeFavorite' : 'games.tile.addFavorite')}
      data-favorite={isFavorite || undefined}
      onClick={() => void toggle()}
    >
      <Heart aria-hidden="true" />
    </button>
  );
}
