import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button, spinner } from './button.css';
import { visuallyHidden } from './shared.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Shows a spinner and blocks clicks, so an action cannot be sent twice. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
      {loading ? <span className={visuallyHidden}> (Carregando)</span> : null}
    </button>
  );
}
