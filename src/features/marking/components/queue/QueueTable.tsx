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

// On a phone the test's name and the age give way, and the skill and due time sit under the
// candidate's number, so the claim stays in view without scrolling sideways.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };
const notPhone = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { xs: 'block', sm: 'none' } };

function DueText({ row }: { row: QueueItem }) {
  return (
    <>
      {formatIndiaShort(row.dueAt)}
      {row.overdue && (
        <Chip
          label="Overdue"
          color="error"
          size="small"
          sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
        />
      )}
    </>
  );
}

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
            <TableCell sx={notPhone}>Skill</TableCell>
            <TableCell sx={wideOnly}>Age</TableCell>
            <TableCell sx={notPhone}>Due</TableCell>
            <TableCell>Marking</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.taskId} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {row.candidateNumber}
                <Typography component="span" variant="body2" sx={phoneOnly}>
                  {SKILL_NAMES[row.skill]} · {KIND_LABELS[row.kind]}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ ...phoneOnly, fontWeight: 400, color: 'text.secondary' }}
                >
                  Due <DueText row={row} />
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{row.testName}</TableCell>
              <TableCell sx={notPhone}>
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
              <TableCell sx={{ ...notPhone, whiteSpace: 'nowrap' }}>
                <DueText row={row} />
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
