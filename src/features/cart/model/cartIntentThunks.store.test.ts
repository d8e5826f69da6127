import { db } from '@/testing/mocks/db';
import { buildCourse } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore, createTestStore } from '@/testing/storeTestUtils';
import { hasCartIntent, saveCartIntent } from './cartIntent';
import { fulfilCartIntent } from './cartIntentThunks';
import { addCourseToCart } from './cartThunks';

const course = buildCourse(4);

describe('the course chosen before signing in', () => {
  it('is remembered when a visitor presses Add to Cart', async () => {
    const { store } = createTestStore();

    await store.dispatch(addCourseToCart(course));

    expect(hasCartIntent()).toBe(true);
  });

  it('is added through the cart API once signed in, and only once', async () => {
    saveCartIntent(course);
    const { store, user } = createSignedInStore();
    const log = recordRequests();

    const outcome = await store.dispatch(fulfilCartIntent()).unwrap();

    expect(outcome).toEqual({
      kind: 'in-cart',
      intent: { courseId: course._id, title: course.title, savedAt: expect.any(Number) },
    });
    expect(await requestsTo(log, 'POST', '/api/cart')[0]!.json()).toEqual({
      productId: course._id,
      model: 'Course',
      quantity: 1,
    });
    expect(db.cartOf(user.id).items.map((item) => item.productId)).toEqual([course._id]);
    expect(await store.dispatch(fulfilCartIntent()).unwrap()).toEqual({ kind: 'none' });
    expect(requestsTo(log, 'POST', '/api/cart')).toHaveLength(1);
  });

  it('reads as in the cart when it already was', async () => {
    saveCartIntent(course);
    const { store, user } = createSignedInStore();
    db.cartOf(user.id).items = [
      {
        productId: course._id,
        model: 'Course',
        price: course.price,
        thumbnail: '',
        title: course.title,
        quantity: 1,
      },
    ];

    expect((await store.dispatch(fulfilCartIntent()).unwrap()).kind).toBe('in-cart');
    expect(db.cartOf(user.id).items).toHaveLength(1);
  });

  it('reads as owned when the learner already bought it (no error)', async () => {
    saveCartIntent(course);
    const { store, user } = createSignedInStore();
    db.purchases.set(user.id, [course._id]);

    expect((await store.dispatch(fulfilCartIntent()).unwrap()).kind).toBe('owned');
    expect(db.cartOf(user.id).items).toHaveLength(0);
  });

  it('waits while signed out, and does nothing without an intent', async () => {
    saveCartIntent(course);
    const { store } = createTestStore();
    expect(await store.dispatch(fulfilCartIntent()).unwrap()).toEqual({ kind: 'none' });
    expect(hasCartIntent()).toBe(true);

    localStorage.clear();
    const signedIn = createSignedInStore();
    const log = recordRequests();
    expect(await signedIn.store.dispatch(fulfilCartIntent()).unwrap()).toEqual({ kind: 'none' });
    expect(log).toHaveLength(0);
  });
});
