import type { ReactNode } from 'react';
import styles from './faq-message.module.css';

interface FaqMessageProps {
  title: string;
  text: string;
  tone?: 'neutral' | 'error';
  /** A button or link that tells the player what to do next. */
  action?: ReactNode;
}

/** The error and empty states of the FAQ: a title, one sentence and a next step. */
export function FaqMessage({ title, text, tone = 'neutral', action }: FaqMessageProps) {
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        {tone === 'error' ? (
          <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        ) : (
          <path d="M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13Zm4.6-1.9L20 20M8.5 8.5l4 4m0-4-4 4" />
        )}
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
