import { Link } from 'react-router';
import { answerSegments } from '../utils/answer-segments';
import { splitParagraphs } from '../utils/faq-search';
import styles from './faq-question.module.css';

/** An answer's paragraphs, with site paths mentioned in the text turned into links. */
export function FaqAnswer({ text }: { text: string }) {
  return (
    <>
      {splitParagraphs(text).map((paragraph, index) => (
    <p key={index} className={styles.paragraph}>
      {answerSegments(paragraph).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link key={i} to={segment.to} className={styles.link}>
            {segment.text}
          </Link>
        ) : (
          segment.text
        ),
      )}
    </p>
      ))}
    </>
  );
}
