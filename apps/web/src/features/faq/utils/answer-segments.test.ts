import { describe, expect, it } from 'vitest';
import { answerSegments } from './answer-segments';

describe('answerSegments', () => {
  it('turns site paths into links and keeps the text around them', () => {
    expect(answerSegments('Откройте /provably-fair/check и вставьте сид.')).toEqual([
      { kind: 'text', text: 'Откройте ' },
      { kind: 'link', text: '/provably-fair/check', to: '/provably-fair/check' },
      { kind: 'text', text: ' и вставьте сид.' },
    ]);
  });

  it('finds a path in brackets and at the start', () => {
    const segments = answerSegments('/faq — раздел (/provably-fair/settings).');
    expect(segments.filter((s) => s.kind === 'link').map((s) => s.text)).toEqual(['/faq', '/provably-fair/settings']);
  });

  it('leaves external addresses and plain text alone', () => {
    const text = 'Ссылка вида https://steamcommunity.com/tradeoffer/new/?partner=1 и дробь 1/2.';
    expect(answerSegments(text)).toEqual([{ kind: 'text', text }]);
  });
});
