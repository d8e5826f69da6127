import { ACADEMY_NAME } from '@contract/constants';
import type { CourseDetail } from '@contract/types';

/** 4 h 20 min → 'PT4H20M' (ISO 8601), at least a minute. */
export function isoDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/**
 * The course as schema.org's Course, for search engines: the academy as provider, the price in
 * rupees, the rating once there are reviews, and the online self-paced instance with its length.
 */
export function courseJsonLd(
  course: CourseDetail,
  {
    url,
    image,
    siteUrl,
    description,
  }: { url: string; image: string; siteUrl: string; description: string },
): Record<string, unknown> {
  const academy = { '@type': 'Organization', name: ACADEMY_NAME, url: siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description,
    url,
    image,
    inLanguage: 'en',
    educationalLevel: course.level,
    ...(course.outcomes.length > 0 && { teaches: course.outcomes }),
    provider: academy,
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(course.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: course.rating.average,
        ratingCount: course.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: isoDuration(course.totalDurationSeconds),
      ...(course.instructor && {
        instructor: { '@type': 'Person', name: course.instructor.name },
      }),
    },
  };
}
