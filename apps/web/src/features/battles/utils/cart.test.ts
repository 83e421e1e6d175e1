import { describe, expect, it } from 'vitest';
import type { BattleSectionCase } from '../types';
import { cartRounds, cartToRequest, cartTotal, changeCart, type Cart } from './cart';

const cases = new Map<number, BattleSectionCase>([
  [1, { id: 1, name: 'a', title: 'A', image: '', price: 15.1 }],
  [2, { id: 2, name: 'b', title: 'B', image: '', price: 0.7 }],
]);

describe('battle cart', () => {
  it('adds and removes rounds and sums the seat price exactly', () => {
    let cart: Cart = new Map();
    cart = changeCart(cart, 1, 3, 50).cart;
    cart = changeCart(cart, 2, 1, 50).cart;
    expect(cartRounds(cart)).toBe(4);
    expect(cartTotal(cart, cases)).toBe(46);
    cart = changeCart(cart, 1, -3, 50).cart;
    expect(cartToRequest(cart)).toEqual([{ id: 2, count: 1 }]);
  });

  it('says max rounds on reaching the limit and refuses to go past it', () => {
    const full = changeCart(new Map([[1, 49]]), 2, 1, 50);
    expect(full.alert).toBe('max_rounds');
    expect(cartRounds(full.cart)).toBe(50);
    const over = changeCart(full.cart, 1, 1, 50);
    expect(over.alert).toBe('too_many_rounds');
    expect(over.cart).toBe(full.cart);
    expect(changeCart(full.cart, 1, -1, 50).alert).toBeNull();
  });
});
