// The academy's three tests as seeded content: the server's seed writes them into test_products
// (off sale), and the SPA's landing page lists them. Staff set the price and put a test on sale;
// the /tests page reads the server's records.
import type { TestSlug } from '../exams/catalogue';

export interface SeededTest {
  slug: TestSlug;
  image: string;
  name: string;
  brief: string;
  /** The long description, one paragraph per entry. */
  details: string[];
  durationMinutes: number;
  /** Whole rupees. */
  price: number;
}

/** Every test runs 2 hours 30 minutes and is priced Rs. 499 when seeded. */
export const SEEDED_TEST_MINUTES = 150;
export const SEEDED_TEST_PRICE = 499;

export const SEEDED_TESTS: readonly SeededTest[] = [
  {
    slug: 'ielts-practice',
    image: '/images/tests/ielts-practice.webp',
    name: 'IELTS Practice Test',
    brief:
      'A full-length mock of the IELTS Academic test, with Listening, Reading, Writing and Speaking.',
    durationMinutes: SEEDED_TEST_MINUTES,
    price: SEEDED_TEST_PRICE,
    details: [
      'Sit a complete practice test that follows the official IELTS Academic format: four Listening sections, three Reading passages, two Writing tasks and a recorded Speaking interview.',
      'Every section runs on the real timings, so you learn to pace yourself before the day that counts. Your Writing and Speaking answers are marked by our trained evaluators against the public IELTS band descriptors.',
      'Within a few working days you receive an estimated band for each module and an overall band, with comments on what held your score back and what to practise next.',
      'Ideal for students applying to universities in the UK, Canada, Australia or New Zealand, and for professionals preparing for migration.',
    ],
  },
  {
    slug: 'english-mastery',
    image: '/images/tests/english-mastery.webp',
    name: 'English Mastery Assessment',
    brief:
      'Built for Indian learners and job seekers: measure your real-world English across all four skills.',
    durationMinutes: SEEDED_TEST_MINUTES,
    price: SEEDED_TEST_PRICE,
    details: [
      'The English Mastery Assessment measures the English you need at college, in interviews and at work in India: understanding calls and meetings, reading emails and reports, writing clearly and speaking with confidence.',
      'Tasks use Indian workplace and campus situations, and the speaking section is judged on clarity and intelligibility rather than on any one accent.',
      'Our experts evaluate your responses and send a report with a level for each skill, mapped to the CEFR scale (A1 to C2), plus personalised tips on grammar, vocabulary and pronunciation.',
      'A great first step if you are preparing for placements, a BPO interview or simply want to know where you stand.',
    ],
  },
  {
    slug: 'english-mastery-pro',
    image: '/images/tests/english-mastery-pro.webp',
    name: 'English Mastery Assessment Pro',
    brief:
      'The advanced edition for professionals: presentations, negotiation, business writing and more.',
    durationMinutes: SEEDED_TEST_MINUTES,
    price: SEEDED_TEST_PRICE,
    details: [
      'The Pro edition of the English Mastery Assessment is designed for working professionals and candidates for international roles who already use English every day.',
      'Expect demanding tasks: summarising a client call, writing a persuasive business email, presenting a short proposal and handling objections in a role-play.',
      'Senior evaluators assess fluency, accuracy, tone and intelligibility for global audiences, and your report includes a detailed CEFR-mapped profile (B2 to C2) with targeted recommendations.',
      'Recommended for international voice processes, client-facing IT roles and leaders who want evidence of their communication skills.',
    ],
  },
];
