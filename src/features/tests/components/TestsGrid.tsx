import Box from '@mui/material/Box';
import { GridList } from '@/components/GridList';
import type { TestOffer } from '../data/testCards';
import { TestCard, type TestPurchaseAction } from './TestCard';

export function TestsGrid({
  tests,
  purchase,
}: {
  tests: TestOffer[];
  purchase?: TestPurchaseAction;
}) {
  return (
    <GridList
      aria-label="Tests"
      sx={{
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {tests.map((test) => (
        <Box component="li" key={test.id}>
          <TestCard test={test} purchase={purchase} />
        </Box>
      ))}
    </GridList>
  );
}
