import { SEEDED_TESTS } from '@contract/content/tests';
import { formatTestDuration } from '@contract/exams/testDuration';

// The three tests as seeded (the landing page's product list). The /tests page reads the server's
// records instead, whose price and sale staff set.

export interface AcademyTest {
  id: string;
  image: string;
  name: string;
  brief: string;
  duration: string;
  /** Whole rupees. */
  price: number;
  /** The long description, one paragraph per entry. */
  details: string[];
}

export const TESTS: AcademyTest[] = SEEDED_TESTS.map((test) => ({
  id: test.slug,
  image: test.image,
  name: test.name,
  brief: test.brief,
  duration: formatTestDuration(test.durationMinutes),
  price: test.price,
  details: test.details,
}));
