import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  testId?: string;
}

/** An empty or "nothing here yet" state that says what to do next. */
export function EmptyState({ icon = 'sparkle', title, text, actions, headingLevel = 'h2', testId }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <section className={styles.box} data-testid={testId}>
      <span className={styles.badge}>
        <Icon name={icon} size={30} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
