import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '@tastydrop/domain';
import {
  countQuestions,
  filterFaq,
  findQuestionCategory,
  normalizeText,
  parseQuestionHash,
  splitParagraphs,
  stem,
} from './faq-search';

const FAQ: FaqCategory[] = [
  {
    id: 1,
    slug: 'account',
    title: 'Аккаунт',
    questions: [
      { id: 1, question: 'Как войти на сайт?', answer: 'Через Steam, Google или VK.' },
      { id: 2, question: 'Где мой пароль?', answer: 'Логин и пароль показываются один раз.' },
    ],
  },
  {
    id: 5,
    slug: 'payments',
    title: 'Пополнение',
    questions: [{ id: 19, question: 'Как пополнить баланс?', answer: 'Выберите способ оплаты.\n\nДеньги придут за минуту.' }],
  },
];

describe('normalizeText', () => {
  it('ignores case, ё and punctuation', () => {
    expect(normalizeText('  Ещё РАЗ, «вывод»! ')).toBe('еще раз вывод');
  });
});

describe('filterFaq', () => {
  it('keeps everything for an empty query', () => {
    expect(filterFaq(FAQ, '   ')).toEqual(FAQ);
  });

  it('finds questions by words of the question or the answer, in any order and case', () => {
    const found = filterFaq(FAQ, 'ПАРОЛЬ логин');
    expect(found).toHaveLength(1);
    expect(found[0]?.questions.map((q) => q.id)).toEqual([2]);
  });

  it('needs every word to match and drops categories without matches', () => {
    expect(countQuestions(filterFaq(FAQ, 'steam баланс'))).toBe(0);
    expect(filterFaq(FAQ, 'баланс').map((c) => c.slug)).toEqual(['payments']);
  });

  it('matches other forms of a word', () => {
    expect(filterFaq(FAQ, 'пополнение').map((c) => c.slug)).toEqual(['payments']);
    expect(countQuestions(filterFaq(FAQ, 'паролем'))).toBe(1);
  });

  it('does not change the source list', () => {
    filterFaq(FAQ, 'пароль');
    expect(countQuestions(FAQ)).toBe(3);
  });
});

describe('stem', () => {
  it('cuts the ending of long words and keeps short ones', () => {
    expect(stem('пополнить')).toBe('пополн');
    expect(stem('пополнение')).toBe('пополн');
    expect(stem('кейсы')).toBe('кейс');
    expect(stem('сид')).toBe('сид');
  });
});

describe('deep links', () => {
  it('reads #q-19 and finds its category', () => {
    expect(parseQuestionHash('#q-19')).toBe(19);
    expect(findQuestionCategory(FAQ, 19)?.slug).toBe('payments');
  });

  it('ignores other hashes and unknown questions', () => {
    expect(parseQuestionHash('#reg')).toBeNull();
    expect(parseQuestionHash('#q-')).toBeNull();
    expect(parseQuestionHash('')).toBeNull();
    expect(findQuestionCategory(FAQ, 99)).toBeUndefined();
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines and drops empty pieces', () => {
    expect(splitParagraphs('Один.\n\nДва.\n\n\n\nТри.\n\n')).toEqual(['Один.', 'Два.', 'Три.']);
  });
});
