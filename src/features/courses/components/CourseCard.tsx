import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { preloadableLazy } from '@/lib/preloadableLazy';
import type { Course } from '@contract/types';
import { courseExcerpt, EXCERPT_LENGTH, FEATURED_EXCERPT_LENGTH } from '../model/courseExcerpt';
import { CourseCardRating } from './CourseCardRating';
import { CourseHighlights } from './CourseHighlights';
import { CourseThumbnail } from './CourseThumbnail';
import { CourseTitleLink } from './CourseTitleLink';
import { cardSx, excerptSx, featuredCardSx, featuredExcerptSx } from './courseCardLayout';

// 'Know More' and the sanitiser of the HTML description it shows load on the first use (or a
// moment before: the pointer over the button, or the button focused), not with the catalogue.
const CourseDetailsDialog = preloadableLazy(
  () => import(/* webpackChunkName: "course-details" */ './CourseDetailsDialog'),
);
const preloadDetails = () => void CourseDetailsDialog.preload();

interface CourseCardProps {
  course: Course;
  /** The buying action beside 'Know More' (the cart's button, given by the page). */
  Action: ComponentType<{ course: Course }>;
  /** The page's first card: the whole row, picture beside the text on a wide window. */
  featured?: boolean;
  /** Above the fold on first paint: its picture loads at once. */
  priority?: boolean;
}

/**
 * One catalogue entry: picture, title, a plain-text excerpt, price and the two actions. Title and
 * excerpt keep the same room on every card, so prices and buttons line up along a row.
 */
export function CourseCard({
  course,
  Action,
  featured = false,
  priority = false,
}: CourseCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detailsRequested, setDetailsRequested] = useState(false);
  const titleId = `course-title-${course._id}`;
  const excerpt = useMemo(
    () => courseExcerpt(course.description, featured ? FEATURED_EXCERPT_LENGTH : EXCERPT_LENGTH),
    [course.description, featured],
  );

  return (
    <Card component="li" aria-labelledby={titleId} sx={featured ? featuredCardSx : cardSx}>
      <Box className="CourseCard-picture">
        <CourseThumbnail src={course.thumbnail} alt={course.title} priority={priority} />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography
            id={titleId}
            variant={featured ? 'h4' : 'h5'}
            component="h2"
            sx={{ minHeight: featured ? undefined : { sm: '2lh' } }}
          >
            <CourseTitleLink to={paths.course(course.slug)}>{course.title}</CourseTitleLink>
          </Typography>
          <Typography sx={featured ? featuredExcerptSx : excerptSx}>{excerpt}</Typography>
          {featured && <CourseHighlights description={course.description} />}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <CourseCardRating rating={course.rating} />
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.dark' }}>
              {formatRupees(course.price)}
            </Typography>
          </Box>
        </CardContent>
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => {
              setDetailsRequested(true);
              setDetailsOpen(true);
            }}
            onMouseEnter={preloadDetails}
            onFocus={preloadDetails}
            aria-describedby={titleId}
          >
            Know More
          </Button>
          <Action course={course} />
        </CardActions>
      </Box>
      {detailsRequested && (
        <Suspense fallback={null}>
          <CourseDetailsDialog
            course={course}
            open={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            Action={Action}
          />
        </Suspense>
      )}
    </Card>
  );
}
