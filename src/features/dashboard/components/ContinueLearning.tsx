import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PurchasedCourse } from '@contract/types';
import { coursesInProgress } from './coursesInProgress';
import { progressLabel } from './progressLabel';
import { WatchCourseButton } from './WatchCourseButton';

/** A strip above the grid: pick up where you left off, one click per course. */
export default function ContinueLearning({ courses }: { courses: PurchasedCourse[] }) {
  const started = coursesInProgress(courses);
  if (started.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="continue-learning" sx={{ mb: 4 }}>
      <Typography id="continue-learning" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Continue learning
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          // minmax(0, …): a long title is cut with an ellipsis instead of widening the page on a
          // phone ('1fr' alone grows to the title's full width).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {started.map((course) => {
          const titleId = `continue-${course.courseId}`;
          return (
            <Box
              component="li"
              key={course.courseId}
              aria-labelledby={titleId}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 2,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={titleId} sx={{ fontWeight: 700 }} noWrap>
                  {course.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {progressLabel(course)}
                </Typography>
              </Box>
              <WatchCourseButton
                variant="outlined"
                courseId={course.courseId}
                describedBy={titleId}
              >
                Resume
              </WatchCourseButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
