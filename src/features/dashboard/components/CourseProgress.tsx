import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PurchasedCourse } from '@contract/types';
import { progressLabel, progressPercent } from './progressLabel';

/**
 * How far the learner is through a course: a bar and 'x of y lessons · z%'. A plain element with
 * the progressbar role rather than MUI's LinearProgress, whose code, made for animated bars, would
 * add to the dashboard's first load for a bar that never animates.
 */
export function CourseProgress({ course, titleId }: { course: PurchasedCourse; titleId: string }) {
  if (course.lessonCount === 0) return null;
  const percent = progressPercent(course);
  const labelId = `${titleId}-progress`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {progressLabel(course)}
      </Typography>
      <Box
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby={`${titleId} ${labelId}`}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.selected',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 4 }}
        />
      </Box>
    </Box>
  );
}
