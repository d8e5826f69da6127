import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { MarkingResponse } from '@contract/examTypes';
import { ChartData } from './ChartData';

// The chart library (MUI X Charts) loads only with a task that has a chart.
const TaskChart = lazy(() =>
  import(/* webpackChunkName: "admin-marking-chart" */ './TaskChart').then((module) => ({
    default: module.TaskChart,
  })),
);

/** What the candidate was asked: the prompt, a cue card, and a Task 1 chart drawn from its data. */
export function ResponsePrompt({ response }: { response: MarkingResponse }) {
  const { prompt, cueCard, figure } = response;
  return (
    <Box
      sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      {prompt.map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 1 }}>
          {paragraph}
        </Typography>
      ))}
      {cueCard && (
        <Box
          sx={{
            border: 1,
            borderColor: 'grey.400',
            borderRadius: 1,
            p: 1.5,
            bgcolor: 'background.paper',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{cueCard.topic}</Typography>
          <Typography>You should say:</Typography>
          <Box component="ul" sx={{ my: 0.5 }}>
            {cueCard.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Box>
          {cueCard.closing && <Typography>{cueCard.closing}</Typography>}
        </Box>
      )}
      {figure?.kind === 'chart' && (
        <Box component="figure" sx={{ m: 0, mt: 1 }}>
          <Typography component="figcaption" sx={{ fontWeight: 600 }}>
            {figure.title}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <TaskChart figure={figure} />
          </Suspense>
          <ChartData figure={figure} />
        </Box>
      )}
      {figure?.kind === 'image' && (
        <Typography sx={{ fontStyle: 'italic' }}>Figure: {figure.alt}</Typography>
      )}
    </Box>
  );
}
