import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'block' | 'circle';
  width?: number | string;
  height?: number | string;
  /** Repeats text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * Sizes are applied through the DOM, not a style attribute: the CSP's style nonce blocks style
 * attributes in server-rendered HTML. Writing them costs the hydration: the 72 placeholders of the
 * home page's waiting lobby rows took 30–40 ms of its commit, so placeholders rendered many at a
 * time are sized by a class (a `className` here) and pass no size; a skeleton without a size gets
 * no ref at all.
 */
function sizeRef(width: number | string | undefined, height: number | string | undefined) {
  if (width === undefined && height === undefined) return undefined;
  return (element: HTMLSpanElement | null) => {
    if (!element) return;
    if (width !== undefined) element.style.width = typeof width === 'number' ? `${width}px` : width;
    if (height !== undefined)
      element.style.height = typeof height === 'number' ? `${height}px` : height;
  };
}

/** A placeholder shaped like the content it stands for; hidden from assistive technology. */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const classes = [styles.skeleton, className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, fixed order.
            key={index}
            // The last line's shorter width is the stylesheet's (.lines > :last-child).
            ref={sizeRef(index === lines - 1 ? undefined : width, undefined)}
            className={classes}
            data-variant="text"
          />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={sizeRef(width, height)}
      className={classes}
      data-variant={variant}
      aria-hidden="true"
    />
  );
}
