import { PAGE_TITLES } from '@contract/pageTitles';

export interface PublicPage {
  title: string;
  description: string;
}

/** The site's description, for the home page and any page without one of its own. */
export const SITE_DESCRIPTION =
  'Vaani Academy: IELTS practice, English mastery assessments and recorded courses in spoken English, accent training, BPO interview preparation and study-abroad readiness.';

/**
 * The pages anyone may read and search engines may list, by path (the SPA's addresses), with what
 * their head says. Course pages (/courses/<slug>) are described from the course itself.
 */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': { title: PAGE_TITLES.home, description: SITE_DESCRIPTION },
  '/courses': {
    title: PAGE_TITLES.courses,
    description:
      'Pre-recorded video courses for IELTS, TOEFL and PTE, spoken English, accent training, business English and job interviews. Learn at your own pace, in rupees, for life.',
  },
  '/tests': {
    title: PAGE_TITLES.tests,
    description:
      'IELTS practice and English mastery assessments marked by our experts, each with a clear report of where your English stands and the next steps to take.',
  },
  '/about': {
    title: PAGE_TITLES.about,
    description:
      'Who we are: trainers and examiners helping learners and working professionals across India speak, write and test in English with confidence.',
  },
  '/contactus': {
    title: PAGE_TITLES.contact,
    description:
      'Questions about a course, a test or a payment? Write to Vaani Academy and our team will answer within one working day.',
  },
  '/terms-and-conditions': {
    title: PAGE_TITLES.terms,
    description: 'The terms on which Vaani Academy sells its English tests and recorded courses.',
  },
  '/privacy-policy': {
    title: PAGE_TITLES.privacy,
    description:
      'What Vaani Academy collects about you, why, how long we keep it and how to reach us about it.',
  },
  '/refund-policy': {
    title: PAGE_TITLES.refund,
    description:
      'How to cancel an order and get your money back from Vaani Academy, including the full refund within 7 days on recorded courses.',
  },
};
