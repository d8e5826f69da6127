import { ACADEMY_EMAIL } from '@/config/academyContact';
import { ACADEMY_NAME } from '@contract/constants';
import { REQUEST_REFUND_ACTION } from '@contract/content/refunds';
import type { PolicySection } from '../model/policyTypes';
import { POLICY_TERMS as T } from './policyTerms';

export const DIGITAL_PRODUCTS_SECTION_ID = 'digital-courses-and-tests';

/**
 * What the academy really sells, and the rules that govern it, put above the general terms of each
 * policy page. `rest` says how the page's other sections relate to it.
 */
export const digitalProductsSection = (rest: string): PolicySection => ({
  id: DIGITAL_PRODUCTS_SECTION_ID,
  heading: 'Digital courses and tests',
  emphasis: true,
  blocks: [
    `${ACADEMY_NAME} sells digital products: pre-recorded video courses and English tests. Nothing is shipped; you use them on your dashboard.`,
    [
      'Access starts at purchase: as soon as your payment is confirmed, the course or test is on your dashboard.',
      `Refunds: you can ask for a refund from the order's page within ${T.digitalRefundDays} days of purchase, as long as you have watched less than ${T.digitalRefundMaxWatched} of the course. Any other request is decided by our staff.`,
      `How to ask: use '${REQUEST_REFUND_ACTION}' on your order's page (the payment confirmation), or email ${ACADEMY_EMAIL} with your order number. The money goes back to the original payment method.`,
      'After a refund, your access to the course ends and it leaves your dashboard.',
    ],
    rest,
  ],
});
