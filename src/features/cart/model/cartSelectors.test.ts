import type { Cart, CartItem } from '@contract/types';
import { canRemoveItems, cartItemCount, EMPTY_CART, isCartEmpty, isInCart } from './cartSelectors';
import { orderId } from '@/testing/mocks/fixtures';

const item = (productId: string, quantity = 1): CartItem => ({
  productId,
  model: 'Course',
  price: 500,
  thumbnail: '',
  title: productId,
  quantity,
});
const cart = (items: CartItem[], activeOrderId: string | null = null): Cart => ({
  items,
  totalPrice: 0,
  activeOrderId,
});

describe('cart facts', () => {
  it('is empty when it has no items', () => {
    expect(isCartEmpty(EMPTY_CART)).toBe(true);
    expect(isCartEmpty(cart([item('a')]))).toBe(false);
  });

  it('counts the sum of quantities', () => {
    expect(cartItemCount(cart([item('a', 2), item('b', 3)]))).toBe(5);
    expect(cartItemCount(EMPTY_CART)).toBe(0);
  });

  it('knows an item is in the cart by productId', () => {
    expect(isInCart(cart([item('a')]), 'a')).toBe(true);
    expect(isInCart(cart([item('a')]), 'b')).toBe(false);
  });

  it('forbids removal once an order exists', () => {
    expect(canRemoveItems(cart([item('a')]))).toBe(true);
    expect(canRemoveItems(cart([item('a')], orderId(1)))).toBe(false);
  });
});
