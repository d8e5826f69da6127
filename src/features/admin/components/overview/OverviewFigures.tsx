import Box from '@mui/material/Box';
import type { AdminOverview } from '@contract/types';
import { rupees } from '../../model/adminFormat';
import { FigureCard } from './FigureCard';

const WINDOWS = [
  ['today', 'today'],
  ['last7Days', '7 days'],
  ['last30Days', '30 days'],
] as const;

/** Revenue, orders and new learners for today, 7 and 30 days: nine cards. */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const cards = WINDOWS.flatMap(([key, when]) => {
    const figures = overview[key];
    return [
      { label: `Revenue ${when}`, value: rupees(figures.revenue) },
      { label: `Orders ${when}`, value: String(figures.orders) },
      { label: `New learners ${when}`, value: String(figures.newLearners) },
    ];
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        mb: 3,
      }}
    >
      {cards.map((card) => (
        <FigureCard key={card.label} {...card} />
      ))}
    </Box>
  );
}
