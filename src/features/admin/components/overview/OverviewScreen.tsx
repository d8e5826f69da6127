import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useGetAdminOverviewQuery } from '../../api/overviewApi';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { BestSellers } from './BestSellers';
import { OverviewFigures } from './OverviewFigures';
import { RevenueSection } from './RevenueSection';

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
            <RevenueSection days={data.dailyRevenue} />
            <BestSellers rows={data.bestSellers} />
          </Box>
        </>
      )}
    </>
  );
}
