import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './field.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
}

export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{children}</span>
    </label>
  );
}
