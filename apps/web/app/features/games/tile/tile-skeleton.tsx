import { Skeleton } from '~/components/ui/skeleton';
import styles from './game-tile.module.css';
import type { TileShape } from './image-set';

/** A loading tile, shaped like a GameTile; hidden from assistive technology. */
export function TileSkeleton({ shape = 'square' }: { shape?: TileShape }) {
  return (
    <div className={styles.tile} data-shape={shape} aria-hidden="true">
      <Skeleton variant="block" className={styles.skeletonMedia} />
      <Skeleton variant="text" className={styles.skeletonTitle} />
      <Skeleton variant="text" className={styles.skeletonProvider} />
    </div>
  );
}
