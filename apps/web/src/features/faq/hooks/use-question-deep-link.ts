import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { FaqCategory } from '@tastydrop/domain';
import { findQuestionCategory, parseQuestionHash } from '../utils/faq-search';

/**
 * Follows deep links such as `/faq#q-19` (a type3 link leads to question 19 of category 5):
 * once the questions are loaded, and on every later hash change, reports the question and its category.
 */
export function useQuestionDeepLink(
  categories: readonly FaqCategory[],
  onTarget: (category: FaqCategory, questionId: number) => void,
): void {
  const { hash } = useLocation();
  useEffect(() => {
    const questionId = parseQuestionHash(hash);
    if (questionId === null) return;
    const category = findQuestionCategory(categories, questionId);
    if (category) onTarget(category, questionId);
  }, [hash, categories, onTarget]);
}

/** Mirrors the open question in the address bar without a router navigation (no scroll reset, no refetch). */
export function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
