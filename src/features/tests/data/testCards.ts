import type { TestProduct } from '@contract/examTypes';
import { TESTS, type AcademyTest } from './tests';

/** A test as its card shows it: the seeded words, and whether (and as what) it can be bought. */
export interface TestOffer extends AcademyTest {
  /** The server's id of the test, the cart's product id. */
  productId: string | null;
  onSale: boolean;
  /** The server's answer is still on its way: whether it can be bought is not known yet. */
  pending?: boolean;
}

const offerOf = (test: TestProduct): TestOffer => ({
  id: test.slug,
  productId: test.id,
  image: test.image,
  name: test.name,
  brief: test.brief,
  duration: test.duration,
  price: test.price,
  details: test.details,
  onSale: test.onSale,
});

/**
 * The cards of the /tests page: the server's records, or, until they arrive (pending) or when they
 * cannot, the seeded tests off sale, so the page always says what the specification says.
 */
export function testOffers(
  tests: readonly TestProduct[] | undefined,
  pending = false,
): TestOffer[] {
  if (tests) return tests.map(offerOf);
  return TESTS.map((test) => ({ ...test, productId: null, onSale: false, pending }));
}
