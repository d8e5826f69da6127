import { SEEDED_TESTS } from '@contract/content/tests';
import type { AdminAttempt, AdminTest } from '@contract/examTypes';
import { testProductId } from './fixtures';

const FORM_IDS = ['ielts-practice-a', 'english-mastery-a', 'english-mastery-pro-a'];

/** The console's three tests, as seeded: off sale, Rs. 499, none sold, their first form version. */
export const buildAdminTests = (): AdminTest[] =>
  SEEDED_TESTS.map((test, index) => ({
    id: testProductId(index + 1),
    slug: test.slug,
    name: test.name,
    price: test.price,
    onSale: false,
    sold: 0,
    version: 1,
    forms: [
      {
        id: `f0000000-0000-4000-8000-00000000000${index + 1}`,
        formId: FORM_IDS[index]!,
        version: 1,
        active: true,
        uploadedAt: '2026-11-01T09:00:00.000Z',
        uploadedBy: null,
        attempts: 0,
        questionCount: 80,
      },
    ],
  }));

const LEARNERS = ['Asha Verma', 'Ravi Kumar', 'Meera Iyer'];

/** The n-th bought test: the first not started, the second in progress, the third handed in. */
export function buildAdminAttempt(n: number, overrides: Partial<AdminAttempt> = {}): AdminAttempt {
  const started = n > 1;
  const name = LEARNERS[(n - 1) % LEARNERS.length]!;
  return {
    entitlementId: `e1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    attemptId: started ? `a1000000-0000-4000-8000-${String(n).padStart(12, '0')}` : null,
    learnerName: name,
    learnerEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    testName: SEEDED_TESTS[(n - 1) % SEEDED_TESTS.length]!.name,
    candidateNumber: started ? `VA-2026-${String(n).padStart(5, '0')}` : null,
    status: ['not_started', 'in_progress', 'submitted'][(n - 1) % 3]!,
    purchasedAt: `2026-11-0${n}T10:00:00.000Z`,
    startedAt: started ? `2026-11-0${n}T11:00:00.000Z` : null,
    extraTimePercent: 0,
    ...overrides,
  };
}
