import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense } from 'react';
import type { CourseDetail } from '@contract/types';
import { formatAverage, ratingLabel, reviewCount } from '@/lib/rating';
import { reviewsApi } from '../api/reviewsApi';
import { REVIEWS_ANCHOR } from './reviewsAnchor';

// The stars come with the reviews' code (MUI's Rating is in it already), which loads as soon as
// the page has rendered; until then a box of their size holds their place (nothing moves) and says
// the same to screen readers. The average beside them shows at once.
const TitleBandStars = lazy(
  () => import(/* webpackChunkName: "course-reviews" */ './TitleBandStars'),
);

/**
 * The rating under a course's title, on the dark title band; a link down to the reviews. It follows
 * the reviews once they have loaded, so a learner's own review shows in it at once. It only reads
 * them: the reviews section asks for them as it comes near the viewport, so a first load neither
 * fetches them nor draws the page's top again when they arrive (the course carries its rating).
 */
export function CourseRatingLine({ course }: { course: CourseDetail }) {
  const { data } = reviewsApi.endpoints.getCourseReviews.useInfiniteQueryState(course._id);
  const { average, count } = data?.pages[0]?.summary ?? course.rating;
  const label = ratingLabel(average);
  return (
    <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {count > 0 && (
        <>
          <Box component="span" aria-hidden="true" sx={{ fontWeight: 800, color: '#ffc845' }}>
            {formatAverage(average)}
          </Box>
          <Suspense
            fallback={
              <Box
                component="span"
                role="img"
                aria-label={label}
                sx={{ display: 'inline-flex', fontSize: '1.125rem', width: '5em', height: '1em' }}
              />
            }
          >
            <TitleBandStars value={average} label={label} />
          </Suspense>
        </>
      )}
      <Link href={`#${REVIEWS_ANCHOR}`} color="inherit" underline="always">
        {count > 0 ? reviewCount(count) : 'No reviews yet'}
      </Link>
    </Box>
  );
}
