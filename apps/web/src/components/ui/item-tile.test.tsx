import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemTile } from './item-tile';

describe('ItemTile', () => {
  it('tries the mapped address, falls back to the original source, then leaves the tile empty', () => {
    const { container } = render(<ItemTile image="/img/hook.png" rarity="rare" />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('http://localhost:3000/img/hook.png');
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('/img/hook.png');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
  });
});
