import { adminCouponsHandlers } from './adminCouponsHandlers';
import { adminCoursesHandlers } from './adminCoursesHandlers';
import { adminLearnersHandlers } from './adminLearnersHandlers';
import { adminOrdersHandlers } from './adminOrdersHandlers';
import { adminMessagesHandlers } from './adminMessagesHandlers';
import { adminReviewsHandlers } from './adminReviewsHandlers';
import { adminTestsHandlers } from './adminTestsHandlers';
import { curriculumHandlers } from './curriculumHandlers';
import { overviewAuditHandlers } from './overviewAuditHandlers';

/** Every /api/admin route of the contract, over the in-memory adminDb. */
export const adminHandlers = [
  ...overviewAuditHandlers,
  ...adminCoursesHandlers,
  ...curriculumHandlers,
  ...adminCouponsHandlers,
  ...adminLearnersHandlers,
  ...adminMessagesHandlers,
  ...adminReviewsHandlers,
  ...adminOrdersHandlers,
  ...adminTestsHandlers,
];
