import type { CartMutationResponse, CartResponse } from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { addToCart, buy, courseBySlug, createOrder, fillCart } from './helpers/shop';
import { signUpAndIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cart', () => {
  it('starts empty and needs a signed-in user', async () => {
    const me = await signUpAndIn(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: me.auth });
    expect(response.json()).toEqual({ cart: { items: [], totalPrice: 0, activeOrderId: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });

  it('adds a course once, with the total computed from course prices', async () => {
    const me = await signUpAndIn(t);
    const ielts = await courseBySlug(t, 'ielts-academic-complete');
    const grammar = await courseBySlug(t, 'english-grammar-foundations');
    const first = await addToCart(t, me, ielts.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<CartMutationResponse>().message).toBe('Course added to cart.');
    const again = await addToCart(t, me, ielts.id);
    expect(again.json<CartMutationResponse>().message).toBe('Course is already in your cart.');
    const { cart } = (await addToCart(t, me, grammar.id)).json<CartMutationResponse>();
    expect(cart.items).toEqual([
      {
        productId: ielts.id,
        model: 'Course',
        price: 2499,
        title: 'IELTS Academic: Complete Preparation',
        thumbnail: '/images/courses/ielts-academic-complete.webp',
        quantity: 1,
      },
      expect.objectContaining({ productId: grammar.id, price: 599, quantity: 1 }),
    ]);
    expect(cart.totalPrice).toBe(2499 + 599);
    expect(cart.activeOrderId).toBeNull();
  });

  it('ignores any price or total the client sends', async () => {
    const me = await signUpAndIn(t);
    const course = await courseBySlug(t, 'bpo-voice-process');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: me.auth,
      payload: { productId: course.id, model: 'Course', quantity: 1, price: 1, totalPrice: 1 },
    });
    expect(response.json<CartMutationResponse>().cart.totalPrice).toBe(course.price);
  });

  it.each([
    [{ productId: 'not-a-uuid', model: 'Course', quantity: 1 }, 400],
    [{ productId: '00000000-0000-4000-8000-000000000000', model: 'Bundle', quantity: 1 }, 400],
    [{ productId: '00000000-0000-4000-8000-000000000000', model: 'Course', quantity: 2 }, 400],
    [{ productId: '00000000-0000-4000-8000-000000000000', model: 'Course', quantity: 1 }, 404],
    [{ productId: '00000000-0000-4000-8000-000000000000', model: 'Test', quantity: 1 }, 404],
  ])('refuses %j with %i', async (payload, statusCode) => {
    const me = await signUpAndIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: me.auth,
      payload,
    });
    expect(response.statusCode).toBe(statusCode);
    if (statusCode === 404)
      expect(response.json()).toEqual({
        message: payload.model === 'Test' ? 'Test not found.' : 'Course not found.',
      });
  });

  it('refuses a course already purchased with 409 ALREADY_PURCHASED', async () => {
    const me = await signUpAndIn(t);
    await buy(t, me, ['vocabulary-builder']);
    const course = await courseBySlug(t, 'vocabulary-builder');
    const response = await addToCart(t, me, course.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You have already purchased this course.',
      code: 'ALREADY_PURCHASED',
    });
  });

  it('removes an item and answers the new cart; an item not held is 404', async () => {
    const me = await signUpAndIn(t);
    const [a, b] = await fillCart(t, me, ['job-interview-skills', 'business-email-writing']);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/item/${a.id}`,
      headers: me.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartMutationResponse>();
    expect(body.message).toBe('Course removed from cart.');
    expect(body.cart.items.map((item) => item.productId)).toEqual([b.id]);
    expect(body.cart.totalPrice).toBe(b.price);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/item/${a.id}`,
      headers: me.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses removal with 409 ORDER_IN_PROGRESS while an unpaid order exists, and shows activeOrderId', async () => {
    const me = await signUpAndIn(t);
    const [course] = await fillCart(t, me, ['american-accent-training']);
    const orderId = await createOrder(t, me);
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: me.auth })
    ).json<CartResponse>().cart;
    expect(cart.activeOrderId).toBe(orderId);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/item/${course.id}`,
      headers: me.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_IN_PROGRESS' });
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: me.auth });
    const allowed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/item/${course.id}`,
      headers: me.auth,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('keeps each user’s cart to themselves', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await fillCart(t, me, ['pte-academic-fast-track']);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: other.auth })
    ).json<CartResponse>();
    expect(theirs.cart.items).toEqual([]);
  });
});
