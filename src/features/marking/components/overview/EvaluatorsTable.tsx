import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MarkingOverview } from '@contract/examTypes';

/** Each evaluator's marks over the last 30 days and the median time a mark took them. */
export function EvaluatorsTable({ evaluators }: { evaluators: MarkingOverview['evaluators'] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="evaluators-heading"
      sx={{ p: 2 }}
    >
      <Typography id="evaluators-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Evaluators (30 days)
      </Typography>
      {evaluators.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No marks in the last 30 days.</Typography>
      ) : (
        <Table size="small" aria-labelledby="evaluators-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Evaluator
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Marks
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Median minutes a mark
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evaluators.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">{row.marked}</TableCell>
                <TableCell align="right">
                  {row.medianMinutes === null ? '—' : row.medianMinutes}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
