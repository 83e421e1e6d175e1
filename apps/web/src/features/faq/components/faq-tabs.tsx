import type { FaqCategory } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './faq-tabs.module.css';

interface FaqTabsProps {
  categories: readonly FaqCategory[];
  /** The pressed chip; none while a search shows results from every category. */
  activeSlug: string | null;
  onSelect: (slug: FaqCategory['slug']) => void;
}

export function FaqTabs({ categories, activeSlug, onSelect }: FaqTabsProps) {
  const { t } = useTranslation('faq');
  return (
    <nav className={styles.tabs} aria-label={t('categories')}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={category.slug === activeSlug}
              onClick={() => onSelect(category.slug)}
            >
              {category.title}
              <span className={styles.count} aria-hidden="true">
                {category.questions.length}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
