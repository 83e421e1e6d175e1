import type { FaqCategory } from '@tastydrop/domain';

type FaqQuestion = FaqCategory['questions'][number];

/** Lower case, yo (U+0451) as ye (U+0435), punctuation and repeated spaces collapsed: typed text rarely matches exactly. */
export function normalizeText(text: string): string {
  return text
    .toLocaleLowerCase('ru-RU')
    .replace(/\u0451/g, '\u0435')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A rough stem for Russian: words longer than 4 letters keep their first 60% (at least 4 letters), so the
 * verb "to top up" also finds the noun "top-up" and a plural finds other cases. Short words stay whole.
 */
export function stem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, Math.ceil(word.length * 0.6)));
}

function matches(question: FaqQuestion, words: readonly string[]): boolean {
  const haystack = normalizeText(`${question.question} ${question.answer}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * Categories holding the questions whose text contains every word of the query (by its stem), in their original order.
 * Categories without a match are dropped; an empty query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = normalizeText(query).split(' ').filter(Boolean).map(stem);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((q) => matches(q, words)) }))
    .filter((category) => category.questions.length > 0);
}

export function countQuestions(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.questions.length, 0);
}

/** The category holding a question, for deep links such as `#q-19`. */
export function findQuestionCategory(categories: readonly FaqCategory[], questionId: number): FaqCategory | undefined {
  return categories.find((category) => category.questions.some((q) => q.id === questionId));
}

const QUESTION_HASH = /^#q-(\d+)$/;

/** `#q-19` → 19; anything else → null. */
export function parseQuestionHash(hash: string): number | null {
  const match = QUESTION_HASH.exec(hash);
  return match ? Number(match[1]) : null;
}

export const questionAnchor = (id: number): string => `q-${id}`;

/** Answers come as plain text with blank lines between paragraphs. */
export function splitParagraphs(answer: string): string[] {
  return answer
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
