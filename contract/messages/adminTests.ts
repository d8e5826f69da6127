// What the staff console's Tests page and its attempts list answer.
import { staleVersion } from './admin';

export const TEST_STALE = staleVersion('test');
export const ADMIN_TEST_NOT_FOUND = 'We could not find this test.';
export const TEST_PUT_ON_SALE = 'The test is on sale: learners can buy it on the tests page now.';
export const TEST_TAKEN_OFF_SALE =
  'The test is off sale: the tests page says it will be available soon; learners who bought it keep it.';
export const TEST_SAVED = 'The test is saved.';

export const ENTITLEMENT_NOT_FOUND = 'We could not find this bought test.';
export const EXTRA_TIME_SAVED = 'The extra time is granted.';
export const EXTRA_TIME_UNCHANGED = 'The candidate already has this extra time.';
export const EXTRA_TIME_ENDED =
  'This test has been handed in (or ended): there is no time left to extend.';
export const EXTRA_TIME_NOT_LESS =
  'Extra time cannot be reduced once the attempt has started; it can only be increased.';
export const EXTRA_TIME_REFUNDED = 'This bought test was refunded: there is no attempt to time.';
