import {
  CART_INTENT_KEY,
  CART_INTENT_LIFETIME_MS,
  hasCartIntent,
  saveCartIntent,
  takeCartIntent,
} from './cartIntent';

const course = { _id: 'course-7', title: 'IELTS Speaking' };

describe('the cart intent kept across signing in', () => {
  it('is saved with the course and the time, and taken out once', () => {
    saveCartIntent(course, 1_000);

    expect(hasCartIntent()).toBe(true);
    expect(takeCartIntent(2_000)).toEqual({
      courseId: 'course-7',
      title: 'IELTS Speaking',
      savedAt: 1_000,
    });
    expect(hasCartIntent()).toBe(false);
    expect(takeCartIntent(2_000)).toBeNull();
  });

  it('lasts a day', () => {
    saveCartIntent(course, 0);
    expect(takeCartIntent(CART_INTENT_LIFETIME_MS)).not.toBeNull();
    saveCartIntent(course, 0);
    expect(takeCartIntent(CART_INTENT_LIFETIME_MS + 1)).toBeNull();
    expect(hasCartIntent()).toBe(false);
  });

  it('the latest choice wins', () => {
    saveCartIntent(course, 0);
    saveCartIntent({ _id: 'course-8', title: 'PTE' }, 5);
    expect(takeCartIntent(10)?.courseId).toBe('course-8');
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ courseId: 7 })],
    ['from the future', JSON.stringify({ courseId: 'c', title: 't', savedAt: 99 })],
  ])('ignores and removes a stored value that is %s', (_case, raw) => {
    localStorage.setItem(CART_INTENT_KEY, raw);
    expect(takeCartIntent(10)).toBeNull();
    expect(localStorage.getItem(CART_INTENT_KEY)).toBeNull();
  });
});
