import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChartFigure } from '@contract/exams/form';

/** The chart's figures as a table: what a screen reader reads, and a check for the evaluator. */
export function ChartData({ figure }: { figure: ChartFigure }) {
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <caption>
        {figure.title} ({figure.unit})
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {figure.chart === 'pie' ? 'Share' : 'Category'}
          </TableCell>
          {figure.series.map((series) => (
            <TableCell key={series.name} component="th" scope="col" align="right">
              {series.name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {figure.categories.map((category, index) => (
          <TableRow key={category}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {figure.series.map((series) => (
              <TableCell key={series.name} align="right">
                {series.values[index] ?? '—'}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
