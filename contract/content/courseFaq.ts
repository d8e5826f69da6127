// Questions answered on every course page (the server's seed and the SPA read the same text).
import { REFUND_MAX_WATCHED, REFUND_WINDOW_DAYS } from './refunds';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const COURSE_FAQ: readonly FaqEntry[] = [
  {
    question: 'How long do I have access to the course?',
    answer:
      'Access starts as soon as your payment is confirmed and does not expire. Watch the lessons as often as you like, on any device where you sign in.',
  },
  {
    question: 'What if the course is not right for me?',
    answer: `Ask for a full refund within ${REFUND_WINDOW_DAYS} days of purchase, as long as you have watched less than ${REFUND_MAX_WATCHED} of the course. Your access to the course ends once the refund is made.`,
  },
];
