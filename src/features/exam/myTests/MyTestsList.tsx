import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyTest } from '@contract/examTypes';
import { MyTestCard } from './MyTestCard';

/** The learner's bought tests, newest first, each with its state and next step. */
export function MyTestsList({ tests }: { tests: readonly MyTest[] }) {
  const ordered = [...tests].sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
  return (
    <section aria-labelledby="my-tests-title">
      <Typography
        id="my-tests-title"
        variant="h1"
        sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 2 }}
      >
        My tests
      </Typography>
      <Stack spacing={2}>
        {ordered.map((test) => (
          <MyTestCard key={test.entitlementId} test={test} />
        ))}
      </Stack>
    </section>
  );
}
