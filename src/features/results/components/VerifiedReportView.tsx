import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VerifiedReport } from '@contract/examTypes';
import { ACADEMY_NAME } from '@contract/constants';
import { overallLabel, scoreText } from '@contract/exams/scoreText';
import { formatLongDate } from '@contract/longDate';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Typography
        component="dt"
        variant="overline"
        sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A score report as our records hold it, for an institution checking one: the candidate, the test,
 * its date, the results, and when a re-mark revised them. Nothing else.
 */
export function VerifiedReportView({ report }: { report: VerifiedReport }) {
  const band = report.scheme === 'ielts' ? 'Band' : 'Score';
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <VerifiedIcon sx={{ color: 'success.main', fontSize: 36 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Score report verified
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {ACADEMY_NAME} issued this score report. The details below are from our records; compare
        them with the report you were given.
      </Typography>
      {report.revisedAt && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Revised on {formatLongDate(report.revisedAt)} after a re-mark. The results below are the
          current ones.
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-label="Score report"
        sx={{ p: { xs: 2.5, md: 4 }, borderWidth: 2, borderColor: 'primary.main' }}
      >
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}
        >
          <Fact label="Candidate">{report.candidateName}</Fact>
          <Fact label="Test">{report.testName}</Fact>
          <Fact label="Test date">{formatLongDate(report.takenAt)}</Fact>
          <Fact label="Report number">{report.reportId}</Fact>
        </Box>
        <Table size="small" sx={{ mt: 3 }} aria-label="Results">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Skill
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {band}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.skills.map((skill) => (
              <TableRow key={skill.skill}>
                <TableCell component="th" scope="row">
                  {skill.title}
                </TableCell>
                <TableCell align="right">
                  {scoreText(report.scheme, skill.score, skill.cefr)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {overallLabel(report.scheme)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
                {scoreText(report.scheme, report.overall, report.cefr)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          Issued on {formatLongDate(report.issuedAt)}
        </Typography>
      </Paper>
    </>
  );
}
