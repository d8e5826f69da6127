import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { AdminAttempt, AdminAttemptsQuery } from '@contract/examTypes';
import { useGetAdminAttemptsQuery, useGetAdminTestsQuery } from '../../api/testsAdminApi';
import { useListParams } from '../../model/useListParams';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { attemptColumns } from './attemptColumns';
import { ExtraTimeDialog } from './ExtraTimeDialog';
import { AdminTestCard } from './TestCard';

/**
 * The academy's tests: each put on sale (or off) and priced, its sales and form versions; then
 * every bought test with its attempt, searchable, where staff grant a candidate extra time.
 */
export function TestsScreen() {
  const tests = useGetAdminTestsQuery();
  const { params, query, update } = useListParams();
  const attempts = useGetAdminAttemptsQuery(query as Partial<AdminAttemptsQuery>);
  const [granting, setGranting] = useState<AdminAttempt | null>(null);
  const columns = useMemo(() => attemptColumns(setGranting), []);
  return (
    <>
      <PageHeading title="Tests" />
      {tests.error ? (
        <LoadError error={tests.error} onRetry={() => void tests.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ mb: 4 }}>
          {tests.data?.tests.map((test) => (
            <AdminTestCard key={test.id} test={test} />
          ))}
        </Stack>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        Attempts
      </Typography>
      <ListToolbar
        searchLabel="Search name, email or candidate number"
        params={params}
        update={update}
      />
      <AdminList
        result={attempts}
        label="Attempts"
        columns={columns}
        params={params}
        update={update}
        getRowId={(row) => row.entitlementId}
        emptyText="No test has been bought yet."
      />
      {granting && <ExtraTimeDialog attempt={granting} onClose={() => setGranting(null)} />}
    </>
  );
}
