import { ACADEMY_ADDRESS, ACADEMY_EMAIL } from '@/config/academyContact';
import { ACADEMY_NAME } from '@contract/constants';
import type { PolicyDocument } from '../model/policyTypes';
import { digitalProductsSection } from './digitalProducts';
import { POLICY_TERMS as T } from './policyTerms';

export const termsPolicy: PolicyDocument = {
  title: 'Terms and Conditions',
  intro: `These terms govern your use of the ${ACADEMY_NAME} website and the tests and courses you buy from us. By creating an account or placing an order you agree to them, so please read them carefully.`,
  sections: [
    digitalProductsSection('The terms below apply to everything you buy from us.'),
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        `"${ACADEMY_NAME}", "we" and "us" refer to the academy operating this website from ${ACADEMY_ADDRESS.join(', ')}. "You" means the person using the website or buying from us.`,
        'If you are under 18, please use the website with the consent and supervision of a parent or guardian, who accepts these terms on your behalf.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        [
          'Give accurate details when you register and keep your profile up to date.',
          'Keep your password private. You are responsible for activity on your account.',
          'An account is for one learner. Sharing an account, or a test, with another person is not allowed.',
          `Tell us at once at ${ACADEMY_EMAIL} if you think someone else has used your account.`,
        ],
      ],
    },
    {
      id: 'tests-and-courses',
      heading: 'Our tests and courses',
      blocks: [
        'Tests and pre-recorded video courses are digital products. Once an order is paid, they appear on your dashboard, where you can take your tests and watch your courses.',
        'Written and spoken answers are evaluated by our trained evaluators. Scores and bands are our expert estimate of your level: they are not an official IELTS or other examination result, and we are not affiliated with the owners of any examination we help you prepare for.',
        'Course access is for your personal, non-commercial learning. We may update course content to keep it accurate and useful.',
      ],
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      blocks: [
        'All prices are in Indian rupees (Rs.) and include applicable taxes unless stated otherwise. The price that applies is the one shown when you place your order.',
        'Payments are processed securely by our card payment partner. We never see or store your full card number.',
        `Orders are processed in ${T.processingDays} business days. Digital products are usually available on your dashboard as soon as your payment is confirmed.`,
        'Coupon codes are subject to the conditions shown with them, cannot be exchanged for cash and may be withdrawn at any time.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and refunds',
      blocks: [
        `You may cancel an order within ${T.cancellationDays} days of receipt. Refunds are issued within ${T.refundDays} days of receiving returned goods, and returned goods must be in their original packaging. Our Refund Policy explains the details and the exceptions.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        [
          'Do not copy, record, share or publish test questions, answers or course videos.',
          'Do not ask anyone else to take a test for you, or use unauthorised help during a test.',
          'Do not try to disrupt the website, access other accounts or get around security measures.',
        ],
        'We may suspend or close an account that breaks these rules. Results obtained by breaking them may be withdrawn.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        `All tests, course videos, text, graphics and logos on this website belong to ${ACADEMY_NAME} or its licensors and are protected by copyright and trade mark law.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        'We take care to keep the website available and our content accurate, but we cannot promise uninterrupted access or a particular outcome in any examination, interview or application.',
        'To the extent the law allows, our total liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under Indian law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. The version published on this page when you place an order applies to that order.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have jurisdiction over any dispute arising from them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about these terms? Write to us at ${ACADEMY_EMAIL} or use the form on our Contact page.`,
      ],
    },
  ],
};
