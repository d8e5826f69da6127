import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { memo, type ComponentType } from 'react';
import type { CourseDetail } from '@contract/types';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { CourseFacts } from './CourseFacts';

interface CourseTitleBandProps {
  course: CourseDetail;
  RatingLine?: ComponentType<{ course: CourseDetail }>;
}

/**
 * The dark band at the top of a course's page: category, title, subtitle, rating, teacher and
 * facts. Nothing in it needs the app until its link is used (a plain #anchor), so on a first
 * visit it keeps the server's markup and hydrates after the price box, in a turn of its own
 * (HydrateLater); memo-ised, so the page drawing again with the same course does not hand it new
 * children before its turn.
 */
export const CourseTitleBand = memo(function CourseTitleBand({
  course,
  RatingLine,
}: CourseTitleBandProps) {
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: { md: 'calc(100% - 380px)' } }}>
          <HydrateLater name="course-title-band">
            <Typography variant="overline" component="p" sx={{ opacity: 0.85 }}>
              {course.category}
            </Typography>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800 }}
              id={`course-title-${course._id}`}
            >
              {course.title}
            </Typography>
            <Typography sx={{ mt: 1.5, fontSize: '1.15rem' }}>{course.subtitle}</Typography>
            {RatingLine && <RatingLine course={course} />}
            {course.instructor && (
              <Typography sx={{ mt: 1.5 }}>Taught by {course.instructor.name}</Typography>
            )}
            <CourseFacts course={course} />
          </HydrateLater>
        </Box>
      </Container>
    </Box>
  );
});
