import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { WithdrawalReviewNote } from './withdrawal-review-note';

describe('WithdrawalReviewNote', () => {
  it('says a held withdrawal is under review, or that identity is asked for', () => {
    const { rerender } = render(<WithdrawalReviewNote item={{ status: 'PREPARING', timerData: null, review: { state: 'waiting', refusal: null } }} />);
    expect(screen.getByTestId('item-review').textContent).toMatch(/^На проверке/);
    rerender(<WithdrawalReviewNote item={{ status: 'PREPARING', timerData: null, review: { state: 'identity', refusal: null } }} />);
    expect(screen.getByTestId('item-review').textContent).toMatch(/^Запрошена проверка личности/);
    // Approved: its timer runs, the note goes.
    rerender(<WithdrawalReviewNote item={{ status: 'PREPARING', timerData: 300, review: { state: 'waiting', refusal: null } }} />);
    expect(screen.queryByTestId('item-review')).toBeNull();
  });

  it('says why a refused withdrawal came back', () => {
    render(<WithdrawalReviewNote item={{ status: 'progress', timerData: null, review: { state: 'refused', refusal: 'no_play' } }} />);
    expect(screen.getByTestId('item-review-refused').textContent).toBe('Вывод отклонён: пополнение не отыграно — сыграйте на сумму пополнения и выводите снова. Предмет вернулся в инвентарь.');
  });
});
