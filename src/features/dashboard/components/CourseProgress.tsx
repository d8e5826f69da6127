import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How far the learner is through a course: a bar and 'x of y lessons · z%'. */
export function CourseProgress({
  done,
  total,
  titleId,
}: {
  done: number;
  total: number;
  titleId: string;
}) {
  if (total === 0) return null;
  const percent = Math.round((Math.min(done, total) / total) * 100);
  const labelId = `${titleId}-progress`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {done === 0
          ? `${total} lessons · not started`
          : `${done} of ${total} lessons · ${percent}%`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={`${titleId} ${labelId}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
