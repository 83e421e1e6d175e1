import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'l' | 'm' | 's' | 'xs';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
  /** Drawn as the chosen one of a row of tabs or filters. */
  active?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'm', block, iconOnly, active }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'm' && styles[size], block && styles.block, iconOnly && styles.iconOnly, active && styles.active, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode; ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, block, iconOnly, active, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, iconOnly, active }, className)} {...rest} />;
}

type ButtonLinkProps = Look & LinkProps;

/** A link that looks like a button (navigation, never an action). */
export function ButtonLink({ variant, size, block, iconOnly, active, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, iconOnly, active }, className)} {...rest} />;
}
