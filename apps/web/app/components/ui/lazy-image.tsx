import type { ImgHTMLAttributes } from 'react';
import { lazyMediaClassName, useLazyMedia } from '../../lib/browser/use-lazy-media';

export interface LazyImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  src: string;
  srcSet?: string;
  /** Required: empty only for a decorative image. */
  alt: string;
  width: number;
  height: number;
}

/**
 * An image whose source is set once it comes within LAZY_MEDIA_MARGIN_PX of the viewport,
 * carrying the spec's lazyLoad / isLoading / isLoaded classes.
 */
export function LazyImage({ src, srcSet, alt, className, onLoad, ...props }: LazyImageProps) {
  const { ref, state, isInView, markLoaded } = useLazyMedia<HTMLImageElement>();
  return (
    <img
      {...props}
      ref={ref}
      alt={alt}
      src={isInView ? src : undefined}
      srcSet={isInView ? srcSet : undefined}
      decoding="async"
      className={[lazyMediaClassName(state), className].filter(Boolean).join(' ')}
      data-state={state}
      onLoad={(event) => {
        markLoaded();
        onLoad?.(event);
      }}
    />
  );
}
