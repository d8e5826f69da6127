import { ALREADY_PURCHASED } from '@contract/messages/cart';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { cartApi } from '@/features/cart/api/cartApi';
import { purchasedCoursesApi } from '@/features/dashboard/api/purchasedCoursesApi';
import { db } from '@/testing/mocks/db';
import { buildCourse } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createSignedInStore, createTestStore } from '@/testing/storeTestUtils';
import { addCourseToCart } from './cartThunks';

const course = buildCourse(4);

describe('the add-to-cart click', () => {
  it('sends a visitor to /signin with the warning, adding nothing', async () => {
    const log = recordRequests();
    const { store, navigate } = createTestStore();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({
      kind: 'signin-required',
      message: 'Please sign in to add items to the cart.',
    });
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(log).toHaveLength(0);
  });

  it('opens the cart drawer when the course is already in the cart', async () => {
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
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    const log = recordRequests();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'opened-cart' });
    expect(store.getState().ui.cartDrawerOpen).toBe(true);
    expect(requestsTo(log, 'POST', '/api/cart')).toHaveLength(0);
  });

  it('adds the course with quantity 1 and answers the server message', async () => {
    const log = recordRequests();
    const { store } = createSignedInStore();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'added', message: 'Course added to cart.' });
    expect(await requestsTo(log, 'POST', '/api/cart')[0]!.json()).toEqual({
      productId: course._id,
      model: 'Course',
      quantity: 1,
    });
  });

  it("answers the server's message when adding fails", async () => {
    server.use(http.post(apiUrl('/cart'), () => errorResponse(409, ALREADY_PURCHASED)));
    const { store } = createSignedInStore();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'failed', message: ALREADY_PURCHASED });
  });

  it('answers owned for a course bought meanwhile, and refreshes the purchased courses', async () => {
    const { store, user } = createSignedInStore();
    await store.dispatch(purchasedCoursesApi.endpoints.getPurchasedCourses.initiate());
    db.purchases.set(user.id, [course._id]);
    const log = recordRequests();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'owned', message: ALREADY_PURCHASED });
    await waitFor(() =>
      expect(requestsTo(log, 'GET', '/api/orders/purchased-course')).toHaveLength(1),
    );
  });

  it("answers 'Error adding item to cart' when the failure carries no message", async () => {
    server.use(http.post(apiUrl('/cart'), () => HttpResponse.error()));
    const { store } = createSignedInStore();

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'failed', message: 'Error adding item to cart' });
  });
});

describe('the add-to-cart click when the session has ended', () => {
  it('answers session-ended (no error toast) after the refused refresh alerted and redirected', async () => {
    const { store, alert, navigate } = createSignedInStore();
    db.expireAllTokens();
    db.refreshUserId = null;

    const outcome = await store.dispatch(addCourseToCart(course)).unwrap();

    expect(outcome).toEqual({ kind: 'session-ended' });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin');
  });
});
