import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { TeamSelectModal } from './team-select-modal';

const battle = { mode: '2v2', members: [{ seat: 1 }, { seat: 2 }, { seat: 3 }] } as never;

describe('TeamSelectModal', () => {
  it('joins the chosen side at its free seat and refuses a full side', async () => {
    const onPick = vi.fn();
    renderWithApp(<TeamSelectModal battle={battle} onPick={onPick} onClose={() => undefined} />);
    expect((screen.getByTestId('team-select-1') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('team-select-2'));
    expect(onPick).toHaveBeenCalledWith(4);
  });

  it("offers the clicked seat's side first", () => {
    renderWithApp(<TeamSelectModal battle={{ mode: '2v2', members: [{ seat: 1 }] } as never} suggested={2} onPick={() => undefined} onClose={() => undefined} />);
    expect(screen.getByTestId('team-select-2').className).toMatch(/primary/);
    expect(screen.getByTestId('team-select-1').className).not.toMatch(/primary/);
  });
});
