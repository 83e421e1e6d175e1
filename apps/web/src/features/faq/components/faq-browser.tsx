import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqCategory } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { replaceHash, useQuestionDeepLink } from '../hooks/use-question-deep-link';
import { countQuestions, filterFaq, questionAnchor } from '../utils/faq-search';
import { FaqList } from './faq-list';
import { FaqMessage } from './faq-message';
import { FaqSearch } from './faq-search';
import { FaqTabs } from './faq-tabs';
import styles from './faq-browser.module.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Search, category chips and the accordion over loaded FAQ categories. */
export function FaqBrowser({ categories }: { categories: readonly FaqCategory[] }) {
  const { t } = useTranslation('faq');
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const [scrollTo, setScrollTo] = useState<number | null>(null);
  const deferredQuery = useDeferredValue(query);

  const searching = deferredQuery.trim().length > 0;
  const results = useMemo(() => (searching ? filterFaq(categories, deferredQuery) : []), [categories, deferredQuery, searching]);
  const active = categories.find((c) => c.slug === activeSlug) ?? categories[0];

  const openFromLink = useCallback((category: FaqCategory, questionId: number) => {
    setQuery('');
    setActiveSlug(category.slug);
    setOpenIds((ids) => new Set(ids).add(questionId));
    setScrollTo(questionId);
  }, []);
  useQuestionDeepLink(categories, openFromLink);

  // Scroll to a deep-linked question once its category is rendered (after the shell's own scroll-to-top
  // for the navigation), and move focus to it for keyboard users.
  useEffect(() => {
    if (scrollTo === null) return;
    const frame = requestAnimationFrame(() => {
      const item = document.getElementById(questionAnchor(scrollTo));
      item?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      item?.querySelector('button')?.focus({ preventScroll: true });
      setScrollTo(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTo]);

  const toggle = (id: number) => {
    const opening = !openIds.has(id);
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    const anchor = `#${questionAnchor(id)}`;
    if (opening) replaceHash(anchor);
    else if (window.location.hash === anchor) replaceHash('');
  };

  const selectCategory = (slug: string) => {
    setQuery('');
    setActiveSlug(slug);
  };

  if (!active) {
    return <FaqMessage title={t('emptyList.title')} text={t('emptyList.text')} />;
  }

  const found = countQuestions(results);
  return (
    <div className={styles.browser}>
      <FaqSearch value={query} onChange={setQuery} />
      <FaqTabs categories={categories} activeSlug={searching ? null : active.slug} onSelect={selectCategory} />
      {!searching && (
        <section aria-labelledby="faq-category-title" className={styles.group}>
          <h2 id="faq-category-title" className={styles.groupTitle}>
            {active.title}
          </h2>
          <FaqList questions={active.questions} openIds={openIds} onToggle={toggle} />
        </section>
      )}
      {searching && (
        <p className={styles.found} role="status">
          {found > 0 ? t('search.found', { count: found }) : ''}
        </p>
      )}
      {searching && found === 0 && (
        <FaqMessage
          title={t('emptySearch.title')}
          text={t('emptySearch.text', { query: deferredQuery.trim() })}
          action={
            <Button variant="secondary" onClick={() => setQuery('')}>
              {t('emptySearch.reset')}
            </Button>
          }
        />
      )}
      {searching &&
        results.map((category) => (
          <section key={category.id} aria-labelledby={`faq-results-${category.slug}`} className={styles.group}>
            <h2 id={`faq-results-${category.slug}`} className={styles.groupTitle}>
              {category.title}
            </h2>
            <FaqList questions={category.questions} openIds={openIds} onToggle={toggle} />
          </section>
        ))}
    </div>
  );
}
