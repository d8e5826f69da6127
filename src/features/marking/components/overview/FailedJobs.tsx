import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MarkingOverview } from '@contract/examTypes';
import { formatIndiaShort } from '@/lib/indiaTime';

/**
 * Background jobs (closing sections, automatic signals, releasing results) waiting, and those that
 * failed after their retries: what failed, how often it was tried, and the last error.
 */
export function FailedJobs({ jobs }: { jobs: MarkingOverview['jobs'] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="jobs-heading" sx={{ p: 2 }}>
      <Typography id="jobs-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        Background jobs
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {jobs.pending} waiting to run · {jobs.failed.length} failed
      </Typography>
      {jobs.failed.length > 0 && (
        <Table size="small" aria-label="Failed background jobs">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Job
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Tries
              </TableCell>
              <TableCell component="th" scope="col">
                Last error
              </TableCell>
              <TableCell component="th" scope="col">
                Failed
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.failed.map((job) => (
              <TableRow key={job.id}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {job.kind}
                </TableCell>
                <TableCell align="right">{job.attempts}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{job.lastError}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatIndiaShort(job.failedAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
