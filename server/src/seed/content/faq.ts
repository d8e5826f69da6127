// Questions answered on every course page.
import type { FaqEntry } from './types';

export const courseFaq: FaqEntry[] = [
  {
    question: 'How long do I have access to the course?',
    answer:
      'Access starts as soon as your payment is confirmed and does not expire. Watch the lessons as often as you like, on any device where you sign in.',
  },
  {
    question: 'Do I get a certificate?',
    answer:
      'Yes. When you complete every lesson you receive a certificate of completion with your name, the course and the date. You can download it as a PDF, and anyone you share it with can check that it is genuine on our site.',
  },
  {
    question: 'What if the course is not right for me?',
    answer:
      'Ask for a full refund within 7 days of purchase, as long as you have watched less than a third of the course. Your access to the course ends once the refund is made.',
  },
];
