import Box from '@mui/material/Box';
import type { AcademyTest } from '../data/tests';
import { TestCard } from './TestCard';

export function TestsGrid({ tests }: { tests: AcademyTest[] }) {
  return (
    <Box
      component="ul"
      aria-label="Tests"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {tests.map((test) => (
        <Box component="li" key={test.id}>
          <TestCard test={test} />
        </Box>
      ))}
    </Box>
  );
}
