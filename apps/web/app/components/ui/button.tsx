import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { LoaderCircle } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'reward';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label and disables the button (spec: pressed-button spinner). */
  isLoading?: boolean;
  isFullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

type AsButton = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined; ref?: Ref<HTMLButtonElement> };
type AsLink = CommonProps & Omit<LinkProps, 'children'> & { ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = AsButton | AsLink;

/** The one button of the app; given `to` it renders a router link that looks the same. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    isLoading = false,
    isFullWidth = false,
    icon,
    children,
  } = props;
  const shared = {
    className: [styles.button, props.className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-size': size,
    'data-full-width': isFullWidth || undefined,
    'data-loading': isLoading || undefined,
  };
  const content = (
    <>
      <span className={styles.label}>
        {icon && <span className={styles.icon}>{icon}</span>}
        {children}
      </span>
      {isLoading && <LoaderCircle className={styles.spinner} aria-hidden="true" />}
    </>
  );

  if (props.to !== undefined) {
    const { variant: _v, size: _s, isLoading: _l, isFullWidth: _f, icon: _i, ...linkProps } = props;
    return (
      <Link {...linkProps} {...shared}>
        {content}
      </Link>
    );
  }
  const {
    variant: _v,
    size: _s,
    isLoading: _l,
    isFullWidth: _f,
    icon: _i,
    type = 'button',
    disabled,
    ...buttonProps
  } = props;
  return (
    <button
      {...buttonProps}
      {...shared}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {content}
    </button>
  );
}
