import type { LegalSection as Section } from '../utils/legal-content';
import { LegalTable } from './legal-table';
import styles from './legal-section.module.css';

interface LegalSectionProps {
  id: string;
  section: Section;
  /** h2 in a single document, h3 when the page holds several documents. */
  level: 2 | 3;
}

export function LegalSection({ id, section, level }: LegalSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.heading} tabIndex={-1}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.list && (
        <ul className={styles.list}>
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && <LegalTable table={section.table} />}
    </section>
  );
}
