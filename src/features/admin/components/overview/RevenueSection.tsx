import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { DailyRevenue } from '@contract/types';
import { RevenueTable } from './RevenueTable';

// The chart library (MUI X Charts) loads only with the overview; the table is there at once.
const RevenueChart = lazy(() =>
  import(/* webpackChunkName: "admin-revenue-chart" */ './RevenueChart').then((module) => ({
    default: module.RevenueChart,
  })),
);

/** Daily revenue of the last 30 days: a bar chart, and the same figures as a hidden table. */
export function RevenueSection({ days }: { days: DailyRevenue[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="daily-revenue" sx={{ p: 2 }}>
      <Typography id="daily-revenue" variant="h6" component="h2">
        Daily revenue (30 days)
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <RevenueChart days={days} />
      </Suspense>
      <RevenueTable days={days} />
    </Paper>
  );
}
