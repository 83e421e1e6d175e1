import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'l' | 'm' | 's' | 'xs';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'm', block, iconOnly }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'm' && styles[size], block && styles.block, iconOnly && styles.iconOnly, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode; ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, block, iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest} />;
}

type ButtonLinkProps = Look & LinkProps;

/** A link that looks like a button (navigation, never an action). */
export function ButtonLink({ variant, size, block, iconOnly, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest} />;
}
