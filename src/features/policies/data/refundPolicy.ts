import { ACADEMY_EMAIL } from '@/config/academyContact';
import { ACADEMY_NAME } from '@contract/constants';
import type { PolicyDocument } from '../model/policyTypes';
import { digitalProductsSection } from './digitalProducts';
import { POLICY_TERMS as T } from './policyTerms';

export const refundPolicy: PolicyDocument = {
  title: 'Refund Policy',
  intro: `We want you to be happy with everything you buy from ${ACADEMY_NAME}. If something is not right, this policy explains how to cancel an order, return an item and get your money back.`,
  sections: [
    digitalProductsSection(
      'The sections below are our general terms for cancelling an order, returning an item and getting your money back.',
    ),
    {
      id: 'cancellations',
      heading: 'Cancelling an order',
      blocks: [
        `You can cancel an order within ${T.cancellationDays} days of receipt. For tests and courses, receipt is the moment they appear on your dashboard; for physical items, it is the day of delivery.`,
        'A test you have already started and submitted for evaluation cannot be cancelled, because our evaluators have already begun work on it.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returning physical items',
      blocks: [
        [
          `Let us know within ${T.cancellationDays} days of receipt that you wish to return an item.`,
          'Returns need original packaging: send the item back unused, in its original packaging, with your order number.',
          'We will tell you where to send it. Unless the item was faulty or wrong, the cost of return shipping is yours.',
        ],
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        `We issue your refund within ${T.refundDays} days of receiving returned goods. For a cancelled digital order, we issue it within ${T.refundDays} days of confirming the cancellation.`,
        'Refunds go back to the original payment method. Your bank may take a few more business days to show the amount in your account.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'What cannot be refunded',
      blocks: [
        [
          'Tests that have been taken and submitted for evaluation.',
          `Orders cancelled more than ${T.cancellationDays} days after receipt.`,
          'Physical items returned used, damaged by you or without their original packaging.',
        ],
      ],
    },
    {
      id: 'faulty-items',
      heading: 'Faulty or wrong items',
      blocks: [
        'If a course does not play, a test does not load, or you received the wrong item, tell us and we will fix it, replace it or refund you in full, including any shipping costs.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      blocks: [
        `Email ${ACADEMY_EMAIL} or use our contact form with your order number and the reason for your request. We confirm every request within two business days.`,
      ],
    },
  ],
};
