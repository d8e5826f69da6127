import { BarChart } from '@mui/x-charts/BarChart';
import type { DailyRevenue } from '@contract/types';
import { rupees } from '../../model/adminFormat';

const dayLabel = (date: string) => date.slice(8, 10) + '/' + date.slice(5, 7);

/**
 * Daily revenue of the last 30 days as bars. Hidden from screen readers and keyboard (`inert`: the
 * chart's SVG takes focus otherwise); RevenueTable gives the same figures to both.
 */
export function RevenueChart({ days }: { days: DailyRevenue[] }) {
  return (
    <div aria-hidden="true" inert>
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
  );
}
