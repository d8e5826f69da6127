import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import type { CourseDetail } from '@contract/types';
import { formatAverage, ratingLabel, reviewCount } from '@/lib/rating';
import { useGetCourseReviewsInfiniteQuery } from '../api/reviewsApi';
import { REVIEWS_ANCHOR } from './reviewsAnchor';

/**
 * The rating under a course's title, on the dark title band; a link down to the reviews. It follows
 * the reviews once they have loaded, so a learner's own review shows in it at once.
 */
export function CourseRatingLine({ course }: { course: CourseDetail }) {
  const { data } = useGetCourseReviewsInfiniteQuery(course._id);
  const { average, count } = data?.pages[0]?.summary ?? course.rating;
  return (
    <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {count > 0 && (
        <>
          <Box component="span" aria-hidden="true" sx={{ fontWeight: 800, color: '#ffc845' }}>
            {formatAverage(average)}
          </Box>
          <Rating
            readOnly
            value={average}
            precision={0.5}
            getLabelText={() => ratingLabel(average)}
            size="small"
            sx={{
              color: '#ffc845',
              '& .MuiRating-iconEmpty': { color: 'rgba(255, 255, 255, 0.55)' },
            }}
          />
        </>
      )}
      <Link href={`#${REVIEWS_ANCHOR}`} color="inherit" underline="always">
        {count > 0 ? reviewCount(count) : 'No reviews yet'}
      </Link>
    </Box>
  );
}
