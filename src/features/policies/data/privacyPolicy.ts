import { ACADEMY_ADDRESS, ACADEMY_EMAIL, WORKING_HOURS } from '@/config/academyContact';
import { ACADEMY_NAME } from '@contract/constants';
import type { PolicyDocument } from '../model/policyTypes';
import { digitalProductsSection } from './digitalProducts';
import { POLICY_TERMS as T } from './policyTerms';

export const SHIPPING_SECTION_ID = 'shipping-policy';

export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  intro: `This policy explains what personal data ${ACADEMY_NAME} collects, why, and the choices you have. It follows the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. Our Shipping Policy is at the end of this page.`,
  sections: [
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      blocks: [
        [
          'Account details: your name, email address, date of birth and password (stored only in a protected, hashed form).',
          'Profile details you choose to add: your profession, education status, school or college, organisation and qualification.',
          'Learning data: the tests and courses you buy, your test answers (including voice recordings for speaking tasks), scores and evaluator feedback.',
          'Order details: what you bought, when, and the payment status. Card details are handled by our payment partner and never reach us.',
          'Messages you send us through the contact form or by email.',
        ],
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        [
          'To create and secure your account and keep you signed in.',
          'To deliver your tests and courses and have your answers evaluated.',
          'To process payments, send receipts and handle cancellations and refunds.',
          'To reply to your questions and tell you about changes to your orders or to these policies.',
          'To improve our tests and courses, using figures that no longer identify you.',
        ],
        'We do not sell your personal data, and we do not use it for advertising by other companies.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Only with those who help us run the service, under contracts that protect your data: our evaluators, our card payment partner, our hosting and email providers. We may also disclose data when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'We use one essential cookie to keep you securely signed in, and your browser stores your session so you stay signed in between visits. We do not use advertising or tracking cookies.',
      ],
    },
    {
      id: 'retention-and-security',
      heading: 'How long we keep it, and how we protect it',
      blocks: [
        'We keep your account data while your account is open, and order records for as long as tax law requires. Test recordings are deleted two years after evaluation unless you ask us to delete them sooner.',
        'Data travels over encrypted connections, passwords are hashed, and access inside the academy is limited to the people who need it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        [
          'See the personal data we hold about you, and correct it. Most details can be edited on your profile.',
          'Ask us to delete your account and data, where we are not required by law to keep it.',
          'Withdraw your consent to optional uses at any time.',
          'Raise a grievance with us, and if you are not satisfied, with the Data Protection Board of India.',
        ],
        `To use any of these rights, write to our grievance officer at ${ACADEMY_EMAIL}. We reply within 30 days.`,
      ],
    },
    digitalProductsSection('The shipping policy below applies to printed items only.'),
    {
      id: SHIPPING_SECTION_ID,
      heading: 'Shipping Policy',
      blocks: [
        'Tests and video courses are digital: there is nothing to ship. They appear on your dashboard once your payment is confirmed. Printed score certificates and study kits, where offered, are shipped as follows.',
        [
          `Processing: orders are processed in ${T.processingDays} business days.`,
          `Standard shipping: ${T.shippingDays.standard} business days within India.`,
          `Express shipping: ${T.shippingDays.express} business days within India.`,
          `International shipping: ${T.shippingDays.international} business days.`,
        ],
        'Delivery times start once your order has been processed and dispatched. You receive a tracking link by email as soon as it ships. Business days are Monday to Saturday, excluding public holidays.',
        `Please check your delivery address before you pay: we cannot redirect a parcel once it has been dispatched. Items returned to us as undeliverable are shipped again once the address is confirmed.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `${ACADEMY_NAME}, ${ACADEMY_ADDRESS.join(', ')}. Email ${ACADEMY_EMAIL}. We answer ${WORKING_HOURS}.`,
      ],
    },
  ],
};
