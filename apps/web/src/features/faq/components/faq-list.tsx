import type { FaqCategory } from '@tastydrop/domain';
import { FaqQuestion } from './faq-question';
import styles from './faq-question.module.css';

interface FaqListProps {
  questions: FaqCategory['questions'];
  openIds: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

export function FaqList({ questions, openIds, onToggle }: FaqListProps) {
  return (
    <div className={styles.list}>
      {questions.map((question) => (
        <FaqQuestion key={question.id} question={question} open={openIds.has(question.id)} onToggle={onToggle} />
      ))}
    </div>
  );
}
