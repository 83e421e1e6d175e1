import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { GUIDE_STEPS, GuideModal } from './guide-modal';

describe('GuideModal', () => {
  it('walks the steps forth and back and closes from the last one', () => {
    const onClose = vi.fn();
    renderWithApp(<GuideModal onClose={onClose} />);
    const step = () => screen.getByTestId('guide-step').getAttribute('data-step');
    expect(step()).toBe('signIn');
    expect((screen.getByTestId('guide-back') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(`Шаг 1 из ${GUIDE_STEPS.length}`)).toBeTruthy();
    for (let i = 1; i < GUIDE_STEPS.length; i += 1) fireEvent.click(screen.getByTestId('guide-next'));
    expect(step()).toBe('items');
    expect(screen.queryByTestId('guide-next')).toBeNull();
    fireEvent.click(screen.getByTestId('guide-back'));
    expect(step()).toBe('fair');
    fireEvent.click(screen.getByRole('button', { name: 'Заберите предмет' }));
    fireEvent.click(screen.getByTestId('guide-done'));
    expect(onClose).toHaveBeenCalledOnce();
    // Five steps rendered one after another: slow on a busy machine.
  }, 30_000);
});
