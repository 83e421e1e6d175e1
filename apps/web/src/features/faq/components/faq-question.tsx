import type { FaqCategory } from '@tastydrop/domain';
import { questionAnchor } from '../utils/faq-search';
import { FaqAnswer } from './faq-answer';
import styles from './faq-question.module.css';

interface FaqQuestionProps {
  question: FaqCategory['questions'][number];
  open: boolean;
  onToggle: (id: number) => void;
}

/** One accordion row: the question is a button in a heading, the answer a labelled region below it. */
export function FaqQuestion({ question, open, onToggle }: FaqQuestionProps) {
  const anchor = questionAnchor(question.id);
  return (
    <div id={anchor} className={styles.item} data-open={open}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${anchor}-button`}
          className={styles.button}
          aria-expanded={open}
          aria-controls={`${anchor}-answer`}
          onClick={() => onToggle(question.id)}
        >
          <span>{question.question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div id={`${anchor}-answer`} role="region" aria-labelledby={`${anchor}-button`} className={styles.answer} hidden={!open}>
        <FaqAnswer text={question.answer} />
      </div>
    </div>
  );
}
