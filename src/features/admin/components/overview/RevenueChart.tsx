import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DailyRevenue } from '@contract/types';
import { rupees } from '../../model/adminFormat';
import { RevenueTable } from './RevenueTable';

const dayLabel = (date: string) => date.slice(8, 10) + '/' + date.slice(5, 7);

/** Daily revenue of the last 30 days as bars; the same figures as a hidden table. */
export function RevenueChart({ days }: { days: DailyRevenue[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="daily-revenue" sx={{ p: 2 }}>
      <Typography id="daily-revenue" variant="h6" component="h2">
        Daily revenue (30 days)
      </Typography>
      <div aria-hidden="true">
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: days.map((day) => dayLabel(day.date)) }]}
          yAxis={[{ width: 64, valueFormatter: (value: number) => rupees(value) }]}
          series={[
            {
              data: days.map((day) => day.revenue),
              label: 'Revenue',
              valueFormatter: (value) => rupees(value ?? 0),
            },
          ]}
          hideLegend
        />
      </div>
      <RevenueTable days={days} />
    </Paper>
  );
}
