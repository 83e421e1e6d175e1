import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('puts the value on the clipboard and tells the caller, which shows its toast', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(<CopyButton value="TASTY10" label="Скопировать промокод" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Скопировать промокод' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('TASTY10');
    expect(onCopied).toHaveBeenCalledTimes(1);
  });
});
