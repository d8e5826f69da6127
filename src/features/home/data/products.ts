import { paths } from '@/config/paths';

/** A card in the home page's product list. */
export interface Product {
  id: string;
  name: string;
  brief: string;
  image: string;
  /** Short facts under the brief, e.g. price and duration. */
  facts: string[];
  to: string;
  actionLabel: string;
}

export const COURSE_LINE: Product = {
  id: 'video-courses',
  name: 'Video Courses',
  brief:
    'Pre-recorded lessons in spoken English, accent training, IELTS preparation and interview readiness. Learn at your own pace.',
  image: '/images/site/courses.webp',
  facts: ['Self-paced', 'Watch anytime'],
  to: paths.courses,
  actionLabel: 'Browse courses',
};
