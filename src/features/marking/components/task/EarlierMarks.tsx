import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MarkingTask } from '@contract/examTypes';
import { rubricById } from '@contract/exams/rubrics';
import { markText } from '../../model/sheetRules';

/**
 * A decision's two earlier marks side by side, criterion by criterion, with each marker's comments
 * (by role, never by name): the senior evaluator reads both, then gives the mark that stands.
 */
export function EarlierMarks({ task }: { task: MarkingTask }) {
  const marks = task.earlierMarks;
  if (marks.length === 0) return null;
  const text = (value: number | undefined) =>
    value === undefined ? '—' : markText(task.scheme, value);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="earlier-heading" sx={{ p: 2 }}>
      <Typography id="earlier-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        The two marks to decide between
      </Typography>
      <Table size="small" aria-labelledby="earlier-heading">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Criterion
            </TableCell>
            {marks.map((mark) => (
              <TableCell key={mark.label} component="th" scope="col" align="right">
                {mark.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {task.units.flatMap((unit) =>
            (rubricById(unit.rubric)?.criteria ?? []).map((criterion) => (
              <TableRow key={`${unit.unitId}-${criterion.id}`}>
                <TableCell component="th" scope="row">
                  {task.units.length > 1 ? `${unit.title}: ` : ''}
                  {criterion.name}
                </TableCell>
                {marks.map((mark) => (
                  <TableCell key={mark.label} align="right">
                    {text(
                      mark.units
                        .find((entry) => entry.unitId === unit.unitId)
                        ?.criteria.find((entry) => entry.criterionId === criterion.id)?.score,
                    )}
                  </TableCell>
                ))}
              </TableRow>
            )),
          )}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Skill score
            </TableCell>
            {marks.map((mark) => (
              <TableCell key={mark.label} align="right" sx={{ fontWeight: 700 }}>
                {text(mark.score)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      {marks.map((mark) => {
        const notes = mark.units.reduce((sum, unit) => sum + unit.annotations.length, 0);
        return (
          <Typography key={mark.label} variant="body2" sx={{ mt: 1.5 }}>
            <strong>{mark.label}:</strong> {mark.comment || 'No comment.'}
            {notes > 0 && ` (${notes} ${notes === 1 ? 'note' : 'notes'} on the response)`}
          </Typography>
        );
      })}
    </Paper>
  );
}
