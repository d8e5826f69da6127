import type { BillingDetails } from '@contract/billing';
import type {
  Cart,
  CartItem,
  Certificate,
  Course,
  LessonNote,
  LessonProgress,
  Review,
  User,
} from '@contract/types';
import { buildCourses, buildTestProducts, buildUser, type CatalogueFacts } from './fixtures';
import type { StoredOrder } from './orderFakes';

/**
 * The in-memory backend behind the msw handlers. Tests arrange it (db.courses = ..., db.signIn(...))
 * and read it back; resetDb() runs after each test.
 */
/** A review as the fake keeps it: whose it is, beside what the API shows. */
export type StoredReview = Review & { userId: string };

interface Account {
  user: User;
  password: string;
  verified: boolean;
}

function createDb() {
  let tokenCounter = 0;
  return {
    courses: buildCourses(20) as Course[],
    /** A course's facts when a test sets them; otherwise buildCatalogueFacts(its position). */
    courseFacts: new Map<string, CatalogueFacts>(),
    accounts: new Map<string, Account>(),
    /** Access tokens the API accepts, and whose they are. */
    tokens: new Map<string, string>(),
    /** The user whose refresh cookie the browser holds, or null: refresh then answers 401. */
    refreshUserId: null as string | null,
    carts: new Map<string, Cart>(),
    orders: new Map<string, StoredOrder>(),
    /** The billing details each user gave at their last checkout. */
    savedBilling: new Map<string, BillingDetails>(),
    /** Set by a test: the payment provider refuses to start refunds (the server's 502). */
    refundProviderFails: false,
    purchases: new Map<string, string[]>(),
    /** The academy's tests as the catalogue answers them (GET /tests); seeded off sale. */
    tests: buildTestProducts(),
    /** Each user's bought tests still to be taken (their test ids). */
    heldTests: new Map<string, string[]>(),
    /** Tests whose attempt has started (they can no longer be refunded). */
    startedTests: new Set<string>(),
    contactMessages: [] as unknown[],
    /** Each user's lesson progress, most recently saved first. */
    progress: new Map<string, Array<LessonProgress & { savedAt?: string }>>(),
    /** Lesson notes, with whose they are. */
    notes: [] as Array<LessonNote & { userId: string }>,
    /** Certificates of completion by id, with whose and for which course they are. */
    certificates: new Map<string, Certificate & { userId: string; courseId: string }>(),
    /** Each course's reviews by course id, in the order they were first written. */
    reviews: new Map<string, StoredReview[]>(),

    issueToken(userId: string): string {
      tokenCounter += 1;
      const token = `access-${userId}-${tokenCounter}`;
      this.tokens.set(token, userId);
      return token;
    },
    /** Adds an account and a valid session for it; returns its access token. */
    signIn(user: User = buildUser(), password = 'secret-pass'): string {
      this.accounts.set(user.id, { user, password, verified: true });
      this.refreshUserId = user.id;
      return this.issueToken(user.id);
    },
    addAccount(user: User, password: string, verified = true): void {
      this.accounts.set(user.id, { user, password, verified });
    },
    /** The user's certificate for the course, if one was issued. */
    certificateOf(userId: string, courseId: string): string | null {
      for (const certificate of this.certificates.values())
        if (certificate.userId === userId && certificate.courseId === courseId)
          return certificate.id;
      return null;
    },
    expireAllTokens(): void {
      this.tokens.clear();
    },
    findAccountByEmail(email: string): Account | undefined {
      return [...this.accounts.values()].find((account) => account.user.email === email);
    },
    /** Puts these lines in the user's cart, with the total the server would compute. */
    fillCart(userId: string, items: CartItem[], activeOrderId: string | null = null): Cart {
      const cart = this.cartOf(userId);
      cart.items = items;
      cart.totalPrice = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      cart.activeOrderId = activeOrderId;
      return cart;
    },
    cartOf(userId: string): Cart {
      let cart = this.carts.get(userId);
      if (!cart) {
        cart = { items: [], totalPrice: 0, activeOrderId: null };
        this.carts.set(userId, cart);
      }
      return cart;
    },
  };
}

export const db = createDb();

export function resetDb(): void {
  Object.assign(db, createDb());
}
