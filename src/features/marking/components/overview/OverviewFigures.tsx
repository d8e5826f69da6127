import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MarkingOverview } from '@contract/examTypes';

const hours = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} h`);
const share = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);

interface Figure {
  label: string;
  value: string;
  note?: string;
}

function FigureCard({ label, value, note }: Figure) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The queue, the time to a result and agreement between evaluators, as figures. */
export function OverviewFigures({ overview }: { overview: MarkingOverview }) {
  const { queue, timeToResult, agreement } = overview;
  const groups: { title: string; figures: Figure[] }[] = [
    {
      title: 'The queue now',
      figures: [
        { label: 'Waiting', value: String(queue.waiting) },
        { label: 'Being marked', value: String(queue.claimed) },
        { label: 'Overdue', value: String(queue.overdue), note: 'Past their 48-hour due time' },
        { label: 'Decisions waiting', value: String(queue.moderation) },
        { label: 'Re-marks waiting', value: String(queue.remarks) },
      ],
    },
    {
      title: 'Time to result (30 days)',
      figures: [
        { label: 'Results released', value: String(timeToResult.released) },
        { label: 'Median time to result', value: hours(timeToResult.medianHours) },
        { label: '90th percentile', value: hours(timeToResult.p90Hours) },
      ],
    },
    {
      title: 'Agreement between evaluators (30 days)',
      figures: [
        { label: 'Responses marked twice', value: String(agreement.pairs) },
        { label: 'Same mark', value: share(agreement.exactShare) },
        {
          label: 'Within a band',
          value: share(agreement.withinModerationShare),
          note: 'No decision needed',
        },
        {
          label: 'Mean difference',
          value: agreement.meanDifference === null ? '—' : agreement.meanDifference.toFixed(2),
        },
      ],
    },
  ];
  return (
    <>
      {groups.map((group) => (
        <Box key={group.title} component="section" aria-label={group.title} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {group.title}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
            }}
          >
            {group.figures.map((figure) => (
              <FigureCard key={figure.label} {...figure} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
