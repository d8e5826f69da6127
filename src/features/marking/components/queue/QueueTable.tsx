import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QueueItem } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { formatIndiaShort } from '@/lib/indiaTime';
import { ageText, KIND_LABELS } from '../../model/queueText';
import { ClaimCell } from './ClaimCell';

interface QueueTableProps {
  rows: QueueItem[];
  caption: string;
  claiming: string | null;
  onClaim: (taskId: string) => void;
}

// On a phone the test's name and the age give way: the candidate, skill, due time and claim stay.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** The queue, oldest hand-in first: who (by number), what, how old, when due, who holds it. */
export function QueueTable({ rows, caption, claiming, onClaim }: QueueTableProps) {
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Candidate</TableCell>
            <TableCell sx={wideOnly}>Test</TableCell>
            <TableCell>Skill</TableCell>
            <TableCell sx={wideOnly}>Age</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>Marking</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.taskId} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.candidateNumber}
              </TableCell>
              <TableCell sx={wideOnly}>{row.testName}</TableCell>
              <TableCell>
                {SKILL_NAMES[row.skill]}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {KIND_LABELS[row.kind]}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{ageText(row.submittedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatIndiaShort(row.dueAt)}
                {row.overdue && (
                  <Chip
                    label="Overdue"
                    color="error"
                    size="small"
                    sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
                  />
                )}
              </TableCell>
              <TableCell>
                <ClaimCell row={row} busy={claiming === row.taskId} onClaim={onClaim} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
