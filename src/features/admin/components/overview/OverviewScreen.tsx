import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useGetAdminOverviewQuery } from '../../api/overviewApi';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { BestSellers } from './BestSellers';
import { OverviewFigures } from './OverviewFigures';

// The chart library (MUI X Charts) loads only with the overview.
const RevenueChart = lazy(() =>
  import(/* webpackChunkName: "admin-revenue-chart" */ './RevenueChart').then((module) => ({
    default: module.RevenueChart,
  })),
);

/** The console's first screen: the shop's figures, best sellers and daily revenue. */
export function OverviewScreen() {
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery();
  return (
    <>
      <PageHeading title="Overview" />
      {error && <LoadError error={error} onRetry={refetch} />}
      {isLoading && <Skeleton variant="rounded" height={320} aria-label="Loading the overview" />}
      {data && (
        <>
          <OverviewFigures overview={data} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
              <RevenueChart days={data.dailyRevenue} />
            </Suspense>
            <BestSellers rows={data.bestSellers} />
          </Box>
        </>
      )}
    </>
  );
}
