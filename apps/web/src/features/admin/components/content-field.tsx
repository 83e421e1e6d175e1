import type { ReactNode } from 'react';
import styles from './content-editor.module.css';

interface ContentFieldProps {
  label: string;
  /** The refused value's message, shown under the field. */
  error?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

/** One labelled editor field with its message. */
export function ContentField({ label, error, wide, children }: ContentFieldProps) {
  return (
    <label className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <span>{label}</span>
      {children}
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
