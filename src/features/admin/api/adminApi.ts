import { api } from '@/store/api/api';

// The console's tags join the one API with the console's code (a lazy chunk), so the entry
// bundle does not carry them. Every console endpoint is injected into this enhanced API.
export const ADMIN_TAGS = [
  'AdminOverview',
  'AdminCourse',
  'AdminCoupon',
  'AdminLearner',
  'AdminMessage',
  'AdminReview',
  'AdminAudit',
  'AdminOrder',
  'AdminRefund',
  'AdminTest',
  'AdminAttempt',
  // The storefront's /tests list (features/tests), which a test put on sale or repriced changes.
  'TestCatalogue',
] as const;

export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });

/** Every list answers `{ rows, total }`; its rows are tagged one by one and as a LIST. */
export const LIST = 'LIST';

/** What any console change refreshes besides its own rows: the overview and the audit log. */
export const CHANGE_TAGS = [
  { type: 'AdminAudit' as const, id: LIST },
  { type: 'AdminOverview' as const, id: LIST },
];
