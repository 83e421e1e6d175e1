import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './button';
import styles from './button.module.css';

describe('Button', () => {
  it('is a plain button unless told to submit, and draws the look it is given', () => {
    render(
      <form>
        <Button variant="danger" size="xs" active>
          Удалить
        </Button>
        <Button type="submit">Сохранить</Button>
      </form>,
    );
    const remove = screen.getByRole('button', { name: 'Удалить' });
    expect(remove.getAttribute('type')).toBe('button');
    expect(remove.className.split(' ')).toEqual(expect.arrayContaining([styles.button, styles.danger, styles.xs, styles.active]));
    expect(screen.getByRole('button', { name: 'Сохранить' }).getAttribute('type')).toBe('submit');
  });

  it('leaves the middle size and the inactive look out of the class list', () => {
    const names = buttonClass({ variant: 'secondary' }, 'extra').split(' ');
    expect(names).toEqual([styles.button, styles.secondary, 'extra']);
    expect(styles.danger).toBeTruthy();
    expect(styles.active).toBeTruthy();
  });
});
