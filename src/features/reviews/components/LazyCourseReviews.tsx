import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import type { CourseDetail } from '@contract/types';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { ReviewsSection } from './ReviewsSection';

// The reviews (their stars, list and form) load after the course page has rendered, not with it.
const CourseReviews = preloadableLazy<{ course: CourseDetail }>(
  () => import(/* webpackChunkName: "course-reviews" */ './CourseReviews'),
);

/** The reviews section, its titled frame shown while its code loads. */
export function LazyCourseReviews({ course }: { course: CourseDetail }) {
  return (
    <Suspense
      fallback={
        <ReviewsSection>
          <Skeleton variant="rounded" height={140} aria-label="Loading the reviews" />
        </ReviewsSection>
      }
    >
      <CourseReviews course={course} />
    </Suspense>
  );
}
