import type { Course, ProductModel } from '@contract/types';

/**
 * The course a visitor wanted in the cart before being sent to sign in. It is kept in localStorage,
 * so it survives the detour through sign-up, the verification mail (often opened in a new tab) and
 * Google, and it is dropped after a day: an old wish is not put in the cart by surprise. A test
 * (model 'Test') is remembered the same way; an intent saved without a model is a course.
 */
export interface CartIntent {
  courseId: string;
  title: string;
  savedAt: number;
  model?: ProductModel;
}

/** What the add-to-cart click names: a course (the default) or a test, by its id. */
export type CartProduct = Pick<Course, '_id' | 'title'> & { model?: ProductModel };

export const CART_INTENT_KEY = 'cartIntent';
export const CART_INTENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function saveCartIntent(product: CartProduct, now = Date.now()): void {
  const intent: CartIntent = { courseId: product._id, title: product.title, savedAt: now };
  if (product.model === 'Test') intent.model = 'Test';
  try {
    localStorage.setItem(CART_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Storage full or blocked: the visitor simply adds the course again after signing in.
  }
}

const isIntent = (value: unknown): value is CartIntent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartIntent).courseId === 'string' &&
  typeof (value as CartIntent).title === 'string' &&
  typeof (value as CartIntent).savedAt === 'number' &&
  [undefined, 'Course', 'Test'].includes((value as CartIntent).model);

/** The saved intent, taken out of storage; null when there is none, it is unreadable or too old. */
export function takeCartIntent(now = Date.now()): CartIntent | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_INTENT_KEY);
    if (raw !== null) localStorage.removeItem(CART_INTENT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isIntent(parsed)) return null;
  const age = now - parsed.savedAt;
  return age >= 0 && age <= CART_INTENT_LIFETIME_MS ? parsed : null;
}

/** True when an intent may be waiting (a cheap look before loading the code that fulfils it). */
export function hasCartIntent(): boolean {
  try {
    return localStorage.getItem(CART_INTENT_KEY) !== null;
  } catch {
    return false;
  }
}
