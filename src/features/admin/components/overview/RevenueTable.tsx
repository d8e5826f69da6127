import type { DailyRevenue } from '@contract/types';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { rupees } from '../../model/adminFormat';
import Box from '@mui/material/Box';

/** The chart's figures as a table, for screen readers (hidden from view). */
export function RevenueTable({ days }: { days: DailyRevenue[] }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>Daily revenue, last 30 days</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Revenue</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.date}</th>
            <td>{rupees(day.revenue)}</td>
            <td>{day.orders}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
