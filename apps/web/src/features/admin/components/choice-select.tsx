import type { ComponentProps } from 'react';
import styles from './admin.module.css';

interface ChoiceSelectProps<T extends string> extends ComponentProps<'select'> {
  choices: readonly T[];
  /** The text a choice is shown by. */
  text: (choice: T) => string;
}

/** A select of fixed choices, after any options given as children (an empty choice). */
export function ChoiceSelect<T extends string>({ choices, text, children, ...select }: ChoiceSelectProps<T>) {
  return (
    <select className={styles.select} {...select}>
      {children}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {text(choice)}
        </option>
      ))}
    </select>
  );
}
