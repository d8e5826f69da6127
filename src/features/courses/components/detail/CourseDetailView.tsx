import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useRef, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseDetail } from '@contract/types';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { RenderNearViewport } from '@/components/layout/RenderNearViewport';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { firstPreviewLesson } from '../../model/courseFacts';
import { CourseThumbnail } from '../CourseThumbnail';
import { BUY_BAR_ROOM, CourseBuyBar } from './CourseBuyBar';
import { CourseCurriculum } from './CourseCurriculum';
import { CourseFaq } from './CourseFaq';
import { CourseInstructor } from './CourseInstructor';
import { CourseList } from './CourseList';
import { CourseTitleBand } from './CourseTitleBand';

/**
 * About the height of the instructor, the reviews and the FAQ, which render as they come near the
 * viewport: below the first screen on every width, and a good part of the page's first render.
 */
const BELOW_THE_FOLD_HEIGHT = { xs: 1900, md: 1500 };

/**
 * What the course teaches, its curriculum and requirements, then (as they come near the viewport)
 * the instructor, the reviews and the FAQ. On a first visit it hydrates after the title band and
 * the price box (HydrateLater); memo-ised, so the page drawing again with the same course does not
 * hand it new children before its turn.
 */
const CourseBody = memo(function CourseBody({
  course,
  Reviews,
}: Pick<CourseDetailViewProps, 'course' | 'Reviews'>) {
  return (
    <Box sx={{ display: 'grid', gap: 5, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
      <HydrateLater name="course-body">
        <CourseList id="outcomes-heading" title="What you'll learn" items={course.outcomes} />
        <CourseCurriculum course={course} />
        <CourseList id="requirements-heading" title="Requirements" items={course.requirements} />
        <RenderNearViewport reserve={BELOW_THE_FOLD_HEIGHT}>
          <Box sx={{ display: 'grid', gap: 5 }}>
            {course.instructor && <CourseInstructor instructor={course.instructor} />}
            {Reviews && <Reviews course={course} />}
            <CourseFaq />
          </Box>
        </RenderNearViewport>
      </HydrateLater>
    </Box>
  );
});

export interface CourseDetailViewProps {
  course: CourseDetail;
  /** What the buyer can do: the app puts the cart's button (or the way into an owned course) here. */
  PurchaseAction: ComponentType<{ course: CourseDetail }>;
  /** The rating under the title, and the reviews section (the app puts the reviews' here). */
  RatingLine?: ComponentType<{ course: CourseDetail }>;
  Reviews?: ComponentType<{ course: CourseDetail }>;
}

/**
 * A course's page: title band, then what it teaches, the curriculum, requirements, the instructor,
 * the reviews and the FAQ, with the price, the purchase action and the way into the free previews
 * in a box that stays in view on wide screens (on phones a bar takes over once it scrolls away).
 */
export function CourseDetailView({
  course,
  PurchaseAction,
  RatingLine,
  Reviews,
}: CourseDetailViewProps) {
  const priceBox = useRef<HTMLElement>(null);
  const preview = firstPreviewLesson(course);
  return (
    <>
      <CourseTitleBand course={course} RatingLine={RatingLine} />
      <Container
        maxWidth="lg"
        sx={{
          pt: { xs: 3, md: 5 },
          pb: { xs: `${BUY_BAR_ROOM}px`, md: 5 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Paper
          ref={priceBox}
          component="aside"
          aria-label="Price and purchase"
          variant="outlined"
          sx={{
            p: 2,
            gridColumn: { md: 2 },
            gridRow: { md: 1 },
            position: { md: 'sticky' },
            top: { md: APP_BAR_HEIGHT + 16 },
          }}
        >
          <CourseThumbnail src={course.thumbnail} alt={course.title} priority />
          <Typography sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'primary.dark', mt: 2 }}>
            {formatRupees(course.price)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            One payment; access that does not expire.
          </Typography>
          <PurchaseAction course={course} />
          {preview && (
            <Button
              component={RouterLink}
              to={paths.learn(course.slug, preview.id)}
              startIcon={<PlayIcon />}
              aria-describedby={`course-title-${course._id}`}
              sx={{ mt: 1.5, display: 'flex', width: 'fit-content' }}
            >
              Preview this course
            </Button>
          )}
        </Paper>
        <CourseBody course={course} Reviews={Reviews} />
      </Container>
      <CourseBuyBar course={course} priceBox={priceBox} PurchaseAction={PurchaseAction} />
    </>
  );
}
